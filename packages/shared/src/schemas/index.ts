import type { FormSchema } from '../form-schema/types.js';
import { AGENCY_SCHEMAS } from './agencies.js';
import { contactUsSchema } from './contact-us.js';
import { EMPLOYEE_SCHEMAS } from './employees.js';
import { ESTABLISHMENT_SCHEMAS } from './establishments.js';
import { changePasswordSchema, setPasswordSchema } from './passwords.js';
import { PROCESS_SCHEMAS } from './processes.js';
import { PROJECT_SCHEMAS } from './projects.js';
import { REQUIREMENT_SCHEMAS } from './requirements.js';

export * from './agencies.js';
export { contactUsSchema } from './contact-us.js';
export * from './employees.js';
export * from './establishments.js';
export { fieldGallerySchema } from './field-gallery.js';
export { changePasswordSchema, setPasswordSchema } from './passwords.js';
export * from './processes.js';
export * from './projects.js';
export * from './requirements.js';
export * from './texts.js';

/** Every form schema of the product; the server loads them into cms_master at start. */
export const FORM_SCHEMAS: FormSchema[] = [
  contactUsSchema,
  changePasswordSchema,
  setPasswordSchema,
  ...AGENCY_SCHEMAS,
  ...PROJECT_SCHEMAS,
  ...ESTABLISHMENT_SCHEMAS,
  ...EMPLOYEE_SCHEMAS,
  ...REQUIREMENT_SCHEMAS,
  ...PROCESS_SCHEMAS,
];
