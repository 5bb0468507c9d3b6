import { type LawResponse, lawResponse } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { complianceKeys } from './keys';

/** The engine's rules and parameters, with what each flags in the caller's scope (the Law page). */
export function getLaw(): Promise<LawResponse> {
  return apiRequest('/api/law', { parser: lawResponse });
}

export function useLaw() {
  return useQuery({ queryKey: complianceKeys.law, queryFn: getLaw });
}
