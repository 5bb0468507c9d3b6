import type { Role } from '@anupalan/shared';

/**
 * Who reads an establishment's licences and requirements. Spec part 2: 'Requirements and Contractor
 * Information are hidden from subcontractors'. The routes refuse everyone else (403: the establishment is
 * visible, this part of it is not), and the establishment's logs leave those records out for them.
 */
export const LICENCE_AND_REQUIREMENT_READERS: readonly Role[] = ['Government', 'Consultant', 'Contractor'];

/**
 * Who reads the subcontractors of an establishment. Spec part 2: 'Subcontractors do not see ... the
 * subcontractors entry': another subcontractor's engagement is not a subcontractor's to read (its own shows in
 * the establishment's logs).
 */
export const SUBCONTRACTOR_READERS: readonly Role[] = ['Government', 'Consultant', 'Contractor'];
