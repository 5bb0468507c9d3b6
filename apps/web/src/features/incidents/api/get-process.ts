import {
  type FormSchema,
  type ProcessDetail,
  type ProcessStepDetail,
  type ProcessType,
  processDetail,
  processStepDetail,
} from '@anupalan/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { enc, processKeys, processUrl } from './keys';

/** GET employee-process/{type}/{processId}: the record, its steps with their due times, and the banner counts. */
export function useProcess(establishmentId: string, type: ProcessType, processId: string) {
  return useQuery({
    queryKey: processKeys.process(establishmentId, type, processId),
    queryFn: (): Promise<ProcessDetail> =>
      apiRequest(processUrl(establishmentId, `${type}/${enc(processId)}`), { parser: processDetail }),
  });
}

/** A step with its form: the schema as the engine renders it. */
export type StepWithForm = Omit<ProcessStepDetail, 'schema'> & { schema: FormSchema };

/** GET employee-process/{type}/{processId}/steps/{stepId}: one step with the form to fill or show. */
export function useProcessStep(
  establishmentId: string,
  type: ProcessType,
  processId: string,
  stepId: number,
  enabled: boolean,
) {
  return useQuery({
    enabled,
    queryKey: processKeys.step(establishmentId, type, processId, stepId),
    queryFn: async (): Promise<StepWithForm> => {
      const step = await apiRequest(
        processUrl(establishmentId, `${type}/${enc(processId)}/steps/${stepId}`),
        {
          parser: processStepDetail,
        },
      );
      // The contract checks the schema's key; its fields are the engine's own type, served from the catalogue.
      return { ...step, schema: step.schema as unknown as FormSchema };
    },
  });
}
