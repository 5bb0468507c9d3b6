/** The subproject-agencies module's public surface besides links.service.ts. */
export { findLink } from './links.queries.js';
