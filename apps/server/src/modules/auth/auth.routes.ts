import {
  getTokenQuery,
  getUserResponse,
  loginRequest,
  loginResponse,
  messageResponse,
  reloginRequest,
} from '@anupalan/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../app.js';
import { clearSessionCookie, requireAuth, setSessionCookie } from '../../plugins/session.js';
import { sessionEntries, signIn, signOut, switchAgency } from './auth.service.js';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const loginLimit = { max: deps.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/login',
    {
      config: { auth: 'public', rateLimit: loginLimit },
      schema: { body: loginRequest, response: { 200: loginResponse } },
    },
    async (request, reply) => {
      const { token, response } = await signIn(deps, request.body, clientOf(request));
      setSessionCookie(reply, token, deps.config);
      return response;
    },
  );

  app.post(
    '/login/refresh',
    {
      config: { auth: 'public', rateLimit: loginLimit },
      schema: { body: reloginRequest, response: { 200: loginResponse } },
    },
    async (request, reply) => {
      const { token, response } = await signIn(deps, request.body, clientOf(request));
      await signOut(deps, request.auth);
      setSessionCookie(reply, token, deps.config);
      return response;
    },
  );

  app.post(
    '/login/logout',
    { config: { auth: 'public' }, schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      await signOut(deps, request.auth);
      clearSessionCookie(reply);
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/get-user',
    { config: { auth: 'session' }, schema: { response: { 200: getUserResponse } } },
    async (request) => sessionEntries(deps, requireAuth(request.auth)),
  );

  app.get(
    '/get-token',
    {
      config: { auth: 'session', changesState: true },
      schema: { querystring: getTokenQuery, response: { 200: messageResponse } },
    },
    async (request) =>
      switchAgency(deps, requireAuth(request.auth), request.query.user_id, request.query.agency_id),
  );
};
