import { type ReturnList, returnList } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { returnKeys, returnsUrl } from './keys';

/** GET returns?from_date&to_date (dd/MM/yyyy): the returns due between the dates. */
export function listReturns(establishmentId: string, from: string, to: string): Promise<ReturnList> {
  return apiRequest(returnsUrl(establishmentId), {
    query: { from_date: from, to_date: to },
    parser: returnList,
  });
}

export function useReturnList(establishmentId: string, from: string, to: string) {
  return useQuery({
    queryKey: returnKeys.list(establishmentId, from, to),
    queryFn: () => listReturns(establishmentId, from, to),
    placeholderData: keepPreviousData,
  });
}
