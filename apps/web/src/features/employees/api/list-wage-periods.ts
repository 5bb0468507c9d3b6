import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type EmployeeWagePeriod, employeeWagePeriodList } from './contracts';
import { employeeKeys, enc } from './keys';

export function listWagePeriods(establishmentId: string, employeeId: string): Promise<EmployeeWagePeriod[]> {
  return apiRequest(
    `/api/establishments/${enc(establishmentId)}/employees/${enc(employeeId)}/employee-wage-period`,
    { parser: employeeWagePeriodList },
  );
}

export function useWagePeriods(establishmentId: string, employeeId: string) {
  return useQuery({
    queryKey: employeeKeys.wagePeriods(establishmentId, employeeId),
    queryFn: () => listWagePeriods(establishmentId, employeeId),
  });
}
