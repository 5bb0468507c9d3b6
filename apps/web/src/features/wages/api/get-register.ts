import {
  WAGES_PAGE_SIZE,
  type WageEntryFilter,
  type WageRegisterDetail,
  wagePendingEntryIds,
  wageRegisterDetail,
} from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { wageKeys, wagesUrl } from './keys';

/** GET wages/{id}?page&pageSize&filters&nameOrCode: the register, a page of 25 entries and the counts. */
export function getRegister(
  establishmentId: string,
  registerId: string,
  filter: WageEntryFilter,
  nameOrCode: string,
  page: number,
): Promise<WageRegisterDetail> {
  return apiRequest(wagesUrl(establishmentId, registerId), {
    query: {
      page,
      pageSize: WAGES_PAGE_SIZE,
      filters: filter,
      nameOrCode: nameOrCode.trim() || undefined,
    },
    parser: wageRegisterDetail,
  });
}

export function useRegister(
  establishmentId: string,
  registerId: string,
  filter: WageEntryFilter,
  nameOrCode: string,
  page: number,
) {
  return useQuery({
    queryKey: wageKeys.entries(establishmentId, registerId, filter, nameOrCode, page),
    queryFn: () => getRegister(establishmentId, registerId, filter, nameOrCode, page),
    placeholderData: keepPreviousData,
  });
}

/** GET wages/{id}/pending-entry-ids: the workers whose entries Start / Resume walks, in order. */
export function getPendingEntryIds(establishmentId: string, registerId: string): Promise<string[]> {
  return apiRequest(wagesUrl(establishmentId, registerId, 'pending-entry-ids'), {
    parser: wagePendingEntryIds,
  }).then((answer) => answer.pending_entry_ids);
}
