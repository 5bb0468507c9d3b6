import { contactUsSchema } from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../app.js';
import { registerFormSave } from '../cms/form-save.js';
import { submitContactRequest } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  registerFormSave(
    app,
    deps,
    contactUsSchema,
    (values, { auth }) => submitContactRequest(deps, auth, values),
    {
      auth: 'public',
      rateLimit: { max: 10, timeWindow: '1 minute' },
    },
  );
};
