import { captchaResponse } from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../app.js';
import { createCaptcha } from './captcha.service.js';

export const captchaRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/captcha',
    {
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { response: { 200: captchaResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(deps.db);
    },
  );
};
