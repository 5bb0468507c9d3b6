/** The establishments module's public surface besides its *.service.ts files. */
export { LICENCE_AND_REQUIREMENT_READERS, SUBCONTRACTOR_READERS } from './readers.js';
