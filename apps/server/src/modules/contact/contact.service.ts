import type { FormValues } from '@anupalan/shared';
import type { AuthContext, Deps } from '../../context.js';
import type { ContactRequestBody } from '../../db/schema/index.js';
import { contactRequests } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { enqueueMail } from '../../mail/outbox.js';
import { contactUsMail } from '../../mail/templates.js';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Stores the request and mails it to the support address, in one transaction. Values are validated. */
export async function submitContactRequest(deps: Deps, auth: AuthContext | null, values: FormValues) {
  const body: ContactRequestBody = {
    name: text(values.name),
    orgName: text(values.orgName),
    mobileNo: text(values.mobileNo),
    email: text(values.email).toLowerCase(),
    desc: text(values.desc),
  };
  await inTransaction(
    deps.db,
    { userId: auth?.userId ?? null, agencyId: auth?.agencyId ?? null },
    async (tx) => {
      await tx.insert(contactRequests).values({ body, userId: auth?.userId ?? null });
      await enqueueMail(tx, { to: deps.config.CONTACT_EMAIL, ...contactUsMail(body) });
    },
  );
  return { message: 'Thank you for contacting us. We will get back to you soon.' };
}
