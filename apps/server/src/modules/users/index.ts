/** The users module's public surface besides users.service.ts: the users tab's routes, mounted per agency. */
export { type UserRoutesOptions, userRoutes } from './user-routes.js';
