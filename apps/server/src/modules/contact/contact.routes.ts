import { contactUsSchema, messageResponse } from '@anupalan/shared';
import { publicAccess, routes } from '../../kit/route.js';
import { contactFormValues, submitContactRequest } from './contact.service.js';

export const contactRoutes = routes((r) => {
  r.form(contactUsSchema, {
    access: publicAccess,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    form: { values: contactFormValues },
    response: messageResponse,
    handler: ({ auth, values }) => submitContactRequest(r.deps, auth, values),
  });
});
