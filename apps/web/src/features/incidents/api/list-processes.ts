import { PROCESS_PAGE_SIZE, type ProcessList, type ProcessStatusFilter, processList } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { KindInfo } from '../kinds';
import { processKeys, processUrl } from './keys';

/** GET employee-process/{type}[?cms_incident_id]&status&page&pageSize: a page of a kind's records. */
export function listProcesses(
  establishmentId: string,
  kind: KindInfo,
  status: ProcessStatusFilter,
  page: number,
): Promise<ProcessList> {
  return apiRequest(processUrl(establishmentId, kind.type), {
    query: { cms_incident_id: kind.cmsIncidentId, status, page, pageSize: PROCESS_PAGE_SIZE },
    parser: processList,
  });
}

export function useProcessList(
  establishmentId: string,
  kind: KindInfo,
  status: ProcessStatusFilter,
  page: number,
) {
  return useQuery({
    queryKey: processKeys.list(establishmentId, kind.type, kind.cmsIncidentId, status, page),
    queryFn: () => listProcesses(establishmentId, kind, status, page),
    placeholderData: keepPreviousData,
  });
}
