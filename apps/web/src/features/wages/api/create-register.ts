import { wageRegisterCreated } from '@anupalan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { formatDay } from '../display';
import { wageKeys, wagesUrl } from './keys';

/** POST wages?from_date&to_date (dd/MM/yyyy): creates the register of the dates and answers its id. */
export function useCreateRegister(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      apiRequest(wagesUrl(establishmentId), {
        method: 'POST',
        query: { from_date: formatDay(from), to_date: formatDay(to) },
        parser: wageRegisterCreated,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wageKeys.all(establishmentId) }),
  });
}
