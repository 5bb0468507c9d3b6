import type { FormValues, Option } from '@anupalan/shared';
import { Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { FormRenderer } from '../../../../forms/FormRenderer';
import { translateMessage } from '../../../../i18n/messages';
import { errorMessage, isApiError, isSessionExpiry } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import type { LinkKind } from '../../api/contracts';
import { invite } from '../../api/invite';
import { linkKeys } from '../../api/keys';
import { useCandidateAgencies } from '../../api/list-candidates';
import { useLinkedAgencies } from '../../api/list-linked';
import { inviteStepSchema } from './invite-schemas';
import {
  currentStep,
  eventOfStep,
  initialInvite,
  invitePayload,
  inviteReducer,
  isFinalStep,
  stageOf,
  valuesOfStep,
} from './invite-steps';

interface InviteDialogProps {
  kind: LinkKind;
  subprojectId: string;
  onClose: () => void;
}

/** The invite stepper, open while rendered: each step is a form; the last one sends the invite. */
export function InviteDialog({ kind, subprojectId, onClose }: InviteDialogProps) {
  const { t } = useTranslation('projects');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(inviteReducer, kind, initialInvite);
  const candidates = useCandidateAgencies(subprojectId, kind);
  const consultants = useLinkedAgencies(subprojectId, 'consultant', kind === 'contractor');
  const step = currentStep(state);
  const final = isFinalStep(kind, step);
  const chosenAgency = state.choices.agency && 'id' in state.choices.agency ? state.choices.agency.id : '';

  const agencies: Option[] = (candidates.data ?? [])
    .filter((agency) => !agency.linked)
    .map((agency) => ({ value: agency.id, label: agency.name }));
  const activeConsultants: Option[] = (consultants.data ?? [])
    .filter((consultant) => !consultant.terminated_on)
    .map((consultant) => ({ value: consultant.agency_id, label: consultant.name }));
  const stages =
    kind === 'contractor' ? (['agency', 'user', 'consultant'] as const) : (['agency', 'user'] as const);

  const send = (values: FormValues) =>
    invite(kind, invitePayload(inviteReducer(state, eventOfStep(step, values)), subprojectId));

  let body: ReactNode;
  if (candidates.isPending || (kind === 'contractor' && consultants.isPending)) {
    body = <Loading py="lg" />;
  } else if (candidates.isError) {
    body = <LoadFailed>{tc('lists.loadFailed')}</LoadFailed>;
  } else {
    body = (
      <Stack gap="md">
        {step === 0 || step === 2 ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {step === 0 && agencies.length === 0 ? t(`invite.${kind}.noneToChoose`) : t('invite.notListed')}
            </Text>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => dispatch({ type: step === 0 ? 'newAgency' : 'newUser' })}
            >
              {step === 0 ? t(`invite.${kind}.new`) : t('invite.newUser')}
            </Button>
          </Group>
        ) : null}
        {/* With no agency to choose, the only way on is a new one. */}
        {step === 0 && agencies.length === 0 ? null : (
          <FormRenderer
            key={step}
            schema={inviteStepSchema(kind, step, { agencies, consultants: activeConsultants })}
            params={{ agencyId: chosenAgency }}
            initialValues={valuesOfStep(step, state.choices)}
            silent={!final}
            submitLabel={final ? t('invite.send') : tc('forms.next')}
            submit={(values) => (final ? send(values) : Promise.resolve({ message: '' }))}
            onSaved={(_, values) => {
              if (!final) {
                dispatch(eventOfStep(step, values));
                return;
              }
              void queryClient.invalidateQueries({ queryKey: linkKeys.subproject(subprojectId) });
              onClose();
            }}
            onFailed={(error) => {
              if (isSessionExpiry(error)) return;
              notifyError(tc('common.error'), translateMessage(tc, errorMessage(error, t('failed'))));
              // The spec closes the panel on a failed invite; field errors stay open to be corrected.
              if (!(isApiError(error) && error.fields)) onClose();
            }}
            onCancel={onClose}
          />
        )}
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t(`invite.${kind}.title`)} size="lg">
      <Stack gap="lg">
        <Stepper active={stageOf(step)} size="sm" allowNextStepsSelect={false}>
          {stages.map((stage) => (
            <Stepper.Step
              key={stage}
              label={t(`invite.stages.${stage}`, { kind: t(`invite.${kind}.label`) })}
            />
          ))}
        </Stepper>
        {state.history.length > 1 ? (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => dispatch({ type: 'back' })}
            >
              {tc('forms.back')}
            </Button>
          </Group>
        ) : null}
        {body}
      </Stack>
    </Modal>
  );
}
