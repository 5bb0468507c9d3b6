/** The cms module's public surface: the server side of the form engine and the schemas it serves. */
export { upsertSchemas } from './cms.queries.js';
export { formRoutesPlugin, formValuesBody, readMultipartValues, validateSchemaValues } from './form-save.js';
