import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import type { ContactRequestBody } from '../../db/schema/index.js';
import { contactRequests } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { optionalText, requiredText } from '../../kit/form-values.js';
import { enqueueMail } from '../../mail/outbox.js';
import { contactUsMail } from '../../mail/templates.js';

/** The contact form's values (contactUsSchema), typed. */
export const contactFormValues = z.object({
  name: requiredText,
  orgName: requiredText,
  mobileNo: requiredText,
  email: requiredText,
  desc: optionalText,
});
export type ContactFormValues = z.infer<typeof contactFormValues>;

/** Stores the request and mails it to the support address, in one transaction. Values are validated. */
export async function submitContactRequest(deps: Deps, auth: AuthContext | null, values: ContactFormValues) {
  const body: ContactRequestBody = {
    name: values.name.trim(),
    orgName: values.orgName.trim(),
    mobileNo: values.mobileNo.trim(),
    email: values.email.trim().toLowerCase(),
    desc: values.desc?.trim() ?? '',
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
