import {
  getTokenQuery,
  getUserResponse,
  loginRequest,
  loginResponse,
  messageResponse,
  reloginRequest,
} from '@anupalan/shared';
import type { FastifyRequest } from 'fastify';
import { publicAccess, routes, sessionAccess } from '../../kit/route.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.js';
import { sessionEntries, signIn, signOut, switchAgency } from './auth.service.js';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes = routes((r) => {
  const { deps } = r;
  const loginLimit = { max: deps.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };

  r.post('/login', {
    access: publicAccess,
    rateLimit: loginLimit,
    body: loginRequest,
    response: loginResponse,
    handler: async ({ body, request, reply }) => {
      const { token, response } = await signIn(deps, body, clientOf(request));
      setSessionCookie(reply, token, deps.config);
      return response;
    },
  });

  r.post('/login/refresh', {
    access: publicAccess,
    rateLimit: loginLimit,
    body: reloginRequest,
    response: loginResponse,
    handler: async ({ auth, body, request, reply }) => {
      const { token, response } = await signIn(deps, body, clientOf(request));
      await signOut(deps, auth);
      setSessionCookie(reply, token, deps.config);
      return response;
    },
  });

  r.post('/login/logout', {
    access: publicAccess,
    response: messageResponse,
    handler: async ({ auth, reply }) => {
      await signOut(deps, auth);
      clearSessionCookie(reply);
      return { message: 'Logged out successfully' };
    },
  });

  r.get('/get-user', {
    access: sessionAccess,
    response: getUserResponse,
    handler: ({ auth }) => sessionEntries(deps, auth),
  });

  r.get('/get-token', {
    access: sessionAccess,
    changesState: true,
    query: getTokenQuery,
    response: messageResponse,
    handler: ({ auth, query }) => switchAgency(deps, auth, query.user_id, query.agency_id),
  });
});
