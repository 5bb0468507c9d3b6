/** The compliance engine's public surface besides compliance.service.ts. */

export { recomputeAfterCommit, recomputeEstablishments, runMorningRun } from './compliance.service.js';
export { type RunReport, recordSubprojectHistory, refreshComplianceCounts } from './engine.js';
export { LABOUR_CODES_IN_FORCE, PARAMETERS, valueOn } from './law/parameters.js';
export { RULES } from './law/rules.js';
