import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type EstablishmentRecord, establishmentRecord } from './contracts';
import { enc, establishmentKeys } from './keys';

export function getEstablishment(establishmentId: string): Promise<EstablishmentRecord> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}`, { parser: establishmentRecord });
}

export function useEstablishment(establishmentId: string) {
  return useQuery({
    queryKey: establishmentKeys.record(establishmentId),
    queryFn: () => getEstablishment(establishmentId),
  });
}
