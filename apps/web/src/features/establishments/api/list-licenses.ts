import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { type License, license } from './contracts';
import { enc, establishmentKeys } from './keys';

/** The establishment's licenses of one type (LICENSE_TYPES). */
export function listLicenses(establishmentId: string, typeId: number): Promise<License[]> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/licenses-type/${typeId}`, {
    parser: z.array(license),
  });
}

export function useLicenses(establishmentId: string, typeId: number) {
  return useQuery({
    queryKey: establishmentKeys.licenses(establishmentId, typeId),
    queryFn: () => listLicenses(establishmentId, typeId),
  });
}
