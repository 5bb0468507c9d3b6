/** Organisation types (spec part 1, section 3). The role of a session is the type of its active agency. */
export const AGENCY_TYPES = ['Government', 'Consultant', 'Contractor', 'Subcontractor'] as const;
export type AgencyType = (typeof AGENCY_TYPES)[number];

/** A session's role: the active agency's type, or Admin for a platform admin acting without an agency. */
export const ROLES = [...AGENCY_TYPES, 'Admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'revoked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
