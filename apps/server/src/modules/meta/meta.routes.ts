import { envResponse, kit, state, versionResponse } from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { APP_VERSION } from '../../version.js';
import { listKits, listStates } from './meta.queries.js';

export const metaRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { config } = deps;

  app.get(
    '/get-env',
    { config: { auth: 'public' }, schema: { response: { 200: envResponse } } },
    async () => ({
      DISPLAY_GOVT_AGENCY_NAME: config.DISPLAY_GOVT_AGENCY_NAME,
      DISPLAY_GOVT_AGENCY_DEPT: config.DISPLAY_GOVT_AGENCY_DEPT,
      DISPLAY_GOVT_LOGO: config.DISPLAY_GOVT_LOGO,
      FOOTER_LEFT_TEXT: config.FOOTER_LEFT_TEXT,
      FOOTER_LEFT_LINK: config.FOOTER_LEFT_LINK,
      FOOTER_RIGHT_TEXT: config.FOOTER_RIGHT_TEXT,
      FOOTER_RIGHT_LINK: config.FOOTER_RIGHT_LINK,
    }),
  );

  app.get(
    '/getAppVersionNo',
    { config: { auth: 'public' }, schema: { response: { 200: versionResponse } } },
    async () => ({ version: APP_VERSION }),
  );

  app.get('/kits', { config: { auth: 'public' }, schema: { response: { 200: z.array(kit) } } }, async () =>
    listKits(deps.db),
  );

  app.get(
    '/states',
    { config: { auth: 'public' }, schema: { response: { 200: z.array(state) } } },
    async () => listStates(deps.db),
  );
};
