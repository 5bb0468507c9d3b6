import { contactUsSchema, messageResponse } from '@anupalan/shared';
import { publicAccess, routes } from '../../kit/route.js';
import { submitContactRequest } from './contact.service.js';

export const contactRoutes = routes((r) => {
  r.form(contactUsSchema, {
    access: publicAccess,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    response: messageResponse,
    handler: ({ auth, values }) => submitContactRequest(r.deps, auth, values),
  });
});
