import { type AttendanceRegisterOpened, attendanceRegisterOpened } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { attendanceKeys, registersUrl } from './keys';

/**
 * GET attendance-registers?register_date[&isAutomatic]: opens the day's register, creating it (one entry per
 * employee active that day) when there is none. With isAutomatic on the weekly holiday the day is marked a
 * weekly off at once. It may create, so it runs as a mutation, once per visit, never refetched on its own.
 */
export function useOpenRegister(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      date,
      automatic,
    }: {
      date: string;
      automatic: boolean;
    }): Promise<AttendanceRegisterOpened> =>
      apiRequest(registersUrl(establishmentId), {
        query: { register_date: date, isAutomatic: automatic ? 'true' : undefined },
        parser: attendanceRegisterOpened,
      }),
    onSuccess: (opened) => {
      if (opened.created)
        void queryClient.invalidateQueries({ queryKey: attendanceKeys.all(establishmentId) });
    },
  });
}
