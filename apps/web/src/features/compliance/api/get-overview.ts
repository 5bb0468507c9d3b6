import { type ComplianceOverview, complianceOverview } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { complianceKeys } from './keys';

/** A Government's projects at a glance. */
export function getOverview(): Promise<ComplianceOverview> {
  return apiRequest('/api/compliance/overview', { parser: complianceOverview });
}

export function useOverview() {
  return useQuery({ queryKey: complianceKeys.overview, queryFn: getOverview });
}
