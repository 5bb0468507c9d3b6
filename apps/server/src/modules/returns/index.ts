/** The returns module's public surface (docs/returns.md). */

export { returnRoutes } from './returns.routes.js';
export { listReturns, removeReturnUpload, saveReturnUploads } from './returns.service.js';
export { returnFormSql, returnIdSql, returnPeriodsSql } from './returns-periods.js';
