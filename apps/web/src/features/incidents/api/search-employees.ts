import { type EmployeeSearchResult, employeeSearchResult } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { enc } from './keys';

/** GET employees/search-employees?nameOrCode: the first 20 workers matching, for the employee chooser. */
export function useEmployeeSearch(establishmentId: string, nameOrCode: string) {
  return useQuery({
    queryKey: ['incidents', establishmentId, 'employee-search', nameOrCode],
    queryFn: (): Promise<EmployeeSearchResult[]> =>
      apiRequest(`/api/establishments/${enc(establishmentId)}/employees/search-employees`, {
        query: { nameOrCode: nameOrCode.trim() || undefined },
        parser: z.array(employeeSearchResult),
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
