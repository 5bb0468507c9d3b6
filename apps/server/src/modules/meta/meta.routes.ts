import { envResponse, kit, state, versionResponse } from '@anupalan/shared';
import { z } from 'zod';
import { publicAccess, routes } from '../../kit/route.js';
import { APP_VERSION } from '../../version.js';
import { listKits, listStates } from './meta.queries.js';

export const metaRoutes = routes((r) => {
  const { config, db } = r.deps;

  r.get('/get-env', {
    access: publicAccess,
    response: envResponse,
    handler: () => ({
      DISPLAY_GOVT_AGENCY_NAME: config.DISPLAY_GOVT_AGENCY_NAME,
      DISPLAY_GOVT_AGENCY_DEPT: config.DISPLAY_GOVT_AGENCY_DEPT,
      DISPLAY_GOVT_LOGO: config.DISPLAY_GOVT_LOGO,
      FOOTER_LEFT_TEXT: config.FOOTER_LEFT_TEXT,
      FOOTER_LEFT_LINK: config.FOOTER_LEFT_LINK,
      FOOTER_RIGHT_TEXT: config.FOOTER_RIGHT_TEXT,
      FOOTER_RIGHT_LINK: config.FOOTER_RIGHT_LINK,
    }),
  });

  r.get('/getAppVersionNo', {
    access: publicAccess,
    response: versionResponse,
    handler: () => ({ version: APP_VERSION }),
  });

  r.get('/kits', { access: publicAccess, response: z.array(kit), handler: () => listKits(db) });

  r.get('/states', { access: publicAccess, response: z.array(state), handler: () => listStates(db) });
});
