import type { ProcessStatusFilter, ProcessType } from '@anupalan/shared';

export const enc = encodeURIComponent;

/** Query keys of the incident pages: everything of an establishment's processes shares its prefix. */
export const processKeys = {
  all: (establishmentId: string) => ['incidents', establishmentId] as const,
  list: (
    establishmentId: string,
    type: ProcessType,
    cmsIncidentId: number | undefined,
    status: ProcessStatusFilter,
    page: number,
  ) => ['incidents', establishmentId, 'list', type, cmsIncidentId ?? 0, status, page] as const,
  process: (establishmentId: string, type: ProcessType, processId: string) =>
    ['incidents', establishmentId, 'process', type, processId] as const,
  step: (establishmentId: string, type: ProcessType, processId: string, stepId: number) =>
    ['incidents', establishmentId, 'process', type, processId, 'step', stepId] as const,
  catalogue: (type: ProcessType) => ['incidents', 'catalogue', type] as const,
};

/** /api/establishments/{id}/employee-process[/rest]. */
export const processUrl = (establishmentId: string, rest?: string) =>
  `/api/establishments/${enc(establishmentId)}/employee-process${rest ? `/${rest}` : ''}`;
