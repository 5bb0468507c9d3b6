import { WAGES_PAGE_SIZE, type WageRegisterList, wageRegisterList } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { wageKeys, wagesUrl } from './keys';

/** GET wages?start_date&end_date (dd/MM/yyyy): the registers between two dates, 25 a page. */
export function listRegisters(
  establishmentId: string,
  startDate: string,
  endDate: string,
  page = 1,
): Promise<WageRegisterList> {
  return apiRequest(wagesUrl(establishmentId), {
    query: { start_date: startDate, end_date: endDate, page, pageSize: WAGES_PAGE_SIZE },
    parser: wageRegisterList,
  });
}

export function useRegisterList(
  establishmentId: string,
  startDate: string,
  endDate: string,
  page: number,
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: wageKeys.list(establishmentId, startDate, endDate, page),
    queryFn: () => listRegisters(establishmentId, startDate, endDate, page),
    placeholderData: keepPreviousData,
  });
}
