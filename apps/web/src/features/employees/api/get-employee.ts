import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type EmployeeRecord, employeeRecord } from './contracts';
import { employeeKeys, enc } from './keys';

export function getEmployee(establishmentId: string, employeeId: string): Promise<EmployeeRecord> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/employees/${enc(employeeId)}`, {
    parser: employeeRecord,
  });
}

export function useEmployee(establishmentId: string, employeeId: string) {
  return useQuery({
    queryKey: employeeKeys.record(establishmentId, employeeId),
    queryFn: () => getEmployee(establishmentId, employeeId),
  });
}
