import { captchaResponse } from '@anupalan/shared';
import { publicAccess, routes } from '../../kit/route.js';
import { createCaptcha } from './captcha.service.js';

export const captchaRoutes = routes((r) => {
  r.get('/captcha', {
    access: publicAccess,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    response: captchaResponse,
    handler: ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(r.deps.db);
    },
  });
});
