import { contactUsRequest, messageResponse } from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../app.js';
import { submitContactRequest } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/contact-us',
    {
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: contactUsRequest, response: { 200: messageResponse } },
    },
    async (request) => submitContactRequest(deps, request.auth, request.body.values),
  );
};
