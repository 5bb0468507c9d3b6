import { lawResponse } from '@anupalan/shared';
import { read, routes } from '../../kit/route.js';
import { lawCatalogue } from './compliance.service.js';

export const complianceRoutes = routes((r) => {
  const { deps } = r;
  // The Law page: the engine's rules and parameters, open to every signed-in role.
  r.get('/law', { access: read(), response: lawResponse, handler: ({ auth }) => lawCatalogue(deps, auth) });
});
