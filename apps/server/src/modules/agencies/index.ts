/** The agencies module's public surface besides agencies.service.ts: the agency rows other modules write. */
export { agencyTypeIs, insertAgency, listAgencies, lockAgency } from './agencies.queries.js';
