/** The files module's public surface besides files.service.ts. */
export { fileTooLarge, readFilePart } from './upload.js';
