import type { Role } from '@anupalan/shared';

/** Spec part 1, section 6: consultants and the Government comment. */
export const canComment = (role: Role | null) => role === 'Consultant' || role === 'Government';
/** Everyone who works on the establishment replies. */
export const canReply = (role: Role | null) => role !== null && role !== 'Admin';
/** The contractor and the consultant resolve or reopen. */
export const canResolve = (role: Role | null) => role === 'Contractor' || role === 'Consultant';
