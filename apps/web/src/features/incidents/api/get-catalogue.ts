import { type CmsProcessItem, cmsProcessItem, type FormSchema } from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import type { KindInfo } from '../kinds';
import { processKeys } from './keys';

/** GET /api/cms/{type}: the kinds of a process type, each with its ordered steps and their forms. */
export function useCatalogue(kind: KindInfo) {
  return useQuery({
    queryKey: processKeys.catalogue(kind.type),
    queryFn: (): Promise<CmsProcessItem[]> =>
      apiRequest(`/api/cms/${kind.type}`, { parser: z.array(cmsProcessItem) }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The catalogue item of the page's kind (the incident type for incidents, the only item otherwise). */
export function itemOf(items: CmsProcessItem[], kind: KindInfo): CmsProcessItem | undefined {
  return kind.cmsIncidentId ? items.find((item) => item.value === kind.cmsIncidentId) : items[0];
}

/** The form of a catalogue step, as the engine renders it. */
export const stepSchema = (step: CmsProcessItem['body']['steps'][number]) =>
  step.schema as unknown as FormSchema;
