import type { contactUsValues } from '@anupalan/shared';
import type { z } from 'zod';
import type { Deps } from '../../app.js';
import { contactRequests } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { enqueueMail } from '../../mail/outbox.js';
import { contactUsMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/session.js';

/** Stores the request and mails it to the support address, in one transaction. */
export async function submitContactRequest(
  deps: Deps,
  auth: AuthContext | null,
  values: z.output<typeof contactUsValues>,
) {
  await inTransaction(
    deps.db,
    { userId: auth?.userId ?? null, agencyId: auth?.agencyId ?? null },
    async (tx) => {
      await tx.insert(contactRequests).values({ body: values, userId: auth?.userId ?? null });
      await enqueueMail(tx, { to: deps.config.CONTACT_EMAIL, ...contactUsMail(values) });
    },
  );
  return { message: 'Thank you for contacting us. We will get back to you soon.' };
}
