/** The consultant-comments module's public surface besides its services: the report's open comments. */
export { openCommentsOfProject } from './consultant-comments.queries.js';
