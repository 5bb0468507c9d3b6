import { type LinkKind, segmentOf } from './contracts';

/** Query keys of a subproject's contractors and consultants. */
export const linkKeys = {
  subproject: (subprojectId: string) => ['subproject-agencies', subprojectId] as const,
  list: (subprojectId: string, kind: LinkKind) => ['subproject-agencies', subprojectId, kind] as const,
  record: (subprojectId: string, kind: LinkKind, agencyId: string) =>
    ['subproject-agencies', subprojectId, kind, agencyId] as const,
  users: (subprojectId: string, kind: LinkKind, agencyId: string) =>
    ['subproject-agencies', subprojectId, kind, agencyId, 'users'] as const,
  candidates: (subprojectId: string, kind: LinkKind) =>
    ['subproject-agencies', subprojectId, 'candidates', kind] as const,
  own: (subprojectId: string) => ['subproject-agencies', subprojectId, 'own'] as const,
};

export const enc = encodeURIComponent;

/** The API path of a subproject's agencies of a kind, or of one of them. */
export const linkApiPath = (subprojectId: string, kind: LinkKind, agencyId?: string) =>
  `/api/subprojects/${enc(subprojectId)}/${segmentOf(kind)}${agencyId ? `/${enc(agencyId)}` : ''}`;
