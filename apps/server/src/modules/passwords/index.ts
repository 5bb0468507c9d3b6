/** The passwords module's public surface besides passwords.service.ts. */
export { createPasswordLink } from './password-links.js';
