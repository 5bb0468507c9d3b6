import type { ProcessType } from '@anupalan/shared';
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, QueryState } from '../../../../components/feedback/QueryState';
import { FormDisplay } from '../../../../forms/display/FormDisplay';
import { useProcessStep } from '../../api/get-process';
import { useSaveStep } from '../../api/save-step';

const FormRenderer = lazy(() =>
  import('../../../../forms/FormRenderer').then((m) => ({ default: m.FormRenderer })),
);

interface StepFormProps {
  establishmentId: string;
  processId: string;
  type: ProcessType;
  stepId: number;
  /** The step is the next to fill and the caller may save it; else its submitted values are shown. */
  fill: boolean;
  cmsIncidentId: number | null;
  onDone: () => void;
}

/** A step's form (GET .../steps/{stepId}): filled with the shared form engine and saved, or read back. */
export function StepForm({
  establishmentId,
  processId,
  type,
  stepId,
  fill,
  cmsIncidentId,
  onDone,
}: StepFormProps) {
  const { t } = useTranslation('incidents');
  const step = useProcessStep(establishmentId, type, processId, stepId, true);
  const save = useSaveStep(establishmentId);
  return (
    <Box pt="sm">
      <QueryState query={step} errorText={t('steps.loadFailed')} py="lg">
        {(loaded) =>
          fill ? (
            <Suspense fallback={<Loading py="lg" />}>
              <FormRenderer
                schema={loaded.schema}
                initialValues={loaded.values ? { body: loaded.values } : undefined}
                submitLabel={t('steps.submit')}
                onCancel={onDone}
                submit={(values) =>
                  save.mutateAsync({
                    type,
                    cms_incident_id: cmsIncidentId ?? undefined,
                    step: stepId,
                    process_id: processId,
                    body: (values.body ?? {}) as Record<string, unknown>,
                  })
                }
                onSaved={onDone}
              />
            </Suspense>
          ) : (
            <FormDisplay schema={loaded.schema} values={{ body: loaded.values ?? {} }} />
          )
        }
      </QueryState>
    </Box>
  );
}
