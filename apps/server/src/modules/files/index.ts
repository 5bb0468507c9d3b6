/** The files module's public surface besides files.service.ts. */
export { readFilePart } from './upload.js';
