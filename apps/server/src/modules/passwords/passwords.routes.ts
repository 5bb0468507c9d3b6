import {
  changePasswordRequest,
  forgotPasswordRequest,
  messageResponse,
  setPasswordAgencyRequest,
  setPasswordRequest,
} from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../app.js';
import { requireAuth } from '../../plugins/session.js';
import {
  changePassword,
  requestPasswordReset,
  setExpiredPassword,
  setPasswordFromLink,
} from './passwords.service.js';

export const passwordRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const limited = { max: deps.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/forgotPassword',
    {
      config: { auth: 'public', rateLimit: limited },
      schema: { body: forgotPasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => requestPasswordReset(deps, request.body),
  );

  app.post(
    '/setPassword',
    {
      config: { auth: 'public', rateLimit: limited },
      schema: { body: setPasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => setPasswordFromLink(deps, request.body),
  );

  app.post(
    '/setPassword/agency',
    {
      config: { auth: 'session', rateLimit: limited },
      schema: { body: setPasswordAgencyRequest, response: { 200: messageResponse } },
    },
    async (request) => setExpiredPassword(deps, requireAuth(request.auth), request.body),
  );

  app.post(
    '/login/changePassword',
    {
      config: { auth: 'session', rateLimit: limited },
      schema: { body: changePasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => changePassword(deps, requireAuth(request.auth), request.body),
  );
};
