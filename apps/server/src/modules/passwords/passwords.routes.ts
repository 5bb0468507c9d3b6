import {
  changePasswordRequest,
  forgotPasswordRequest,
  messageResponse,
  setPasswordAgencyRequest,
  setPasswordRequest,
} from '@anupalan/shared';
import { publicAccess, routes, sessionAccess } from '../../kit/route.js';
import {
  changePassword,
  requestPasswordReset,
  setExpiredPassword,
  setPasswordFromLink,
} from './passwords.service.js';

export const passwordRoutes = routes((r) => {
  const { deps } = r;
  const limited = { max: deps.config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };

  r.post('/forgotPassword', {
    access: publicAccess,
    rateLimit: limited,
    body: forgotPasswordRequest,
    response: messageResponse,
    handler: ({ body }) => requestPasswordReset(deps, body),
  });

  r.post('/setPassword', {
    access: publicAccess,
    rateLimit: limited,
    body: setPasswordRequest,
    response: messageResponse,
    handler: ({ body }) => setPasswordFromLink(deps, body),
  });

  r.post('/setPassword/agency', {
    access: sessionAccess,
    rateLimit: limited,
    body: setPasswordAgencyRequest,
    response: messageResponse,
    handler: ({ auth, body }) => setExpiredPassword(deps, auth, body),
  });

  r.post('/login/changePassword', {
    access: sessionAccess,
    rateLimit: limited,
    body: changePasswordRequest,
    response: messageResponse,
    handler: ({ auth, body }) => changePassword(deps, auth, body),
  });
});
