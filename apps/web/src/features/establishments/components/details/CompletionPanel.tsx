import {
  approvalSchema,
  cancellationSchema,
  completionSchema,
  type FormSchema,
  type Role,
} from '@anupalan/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconBan, IconCheck, IconFlag, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../../forms/FormModal';
import type { EstablishmentRecord } from '../../api/contracts';
import { establishmentKeys } from '../../api/keys';
import { useReopenCompletion } from '../../api/reopen-completion';
import { establishmentMark } from '../../nav/establishment-mark';
import { useConfirmedAction } from '../../use-confirmed-action';
import { CompletionFacts } from './CompletionFacts';

type Dialog = 'complete' | 'approve' | 'cancel';

interface Action {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  variant?: 'filled' | 'light' | 'default';
}

const DIALOG_SCHEMAS: Record<Dialog, FormSchema> = {
  complete: completionSchema,
  approve: approvalSchema,
  cancel: cancellationSchema,
};

/**
 * Completion of work: the contractor marks it (date and Form VII) or undoes the mark; the Government approves
 * it (typed 'complete' and a tick: everything is then locked), rejects it, or cancels the establishment (note,
 * typed 'CANCEL' and a tick). Others read what was recorded.
 */
export function CompletionPanel({
  establishment,
  role,
}: {
  establishment: EstablishmentRecord;
  role: Role | null;
}) {
  const { t } = useTranslation('establishments');
  const queryClient = useQueryClient();
  const reopen = useReopenCompletion(establishment.id);
  const confirm = useConfirmedAction();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const mark = establishmentMark(establishment);
  const open = !establishment.locked;
  const contractor = role === 'Contractor' && open;
  const government = role === 'Government' && open;
  const awaiting = mark?.kind === 'completedByContractor';

  const actions: Action[] = [];
  if (contractor && !mark) {
    actions.push({
      label: t('completion.mark'),
      icon: <IconFlag size={18} aria-hidden />,
      onClick: () => setDialog('complete'),
    });
  }
  if (contractor && awaiting) {
    actions.push({
      label: t('completion.undo'),
      icon: <IconArrowBackUp size={18} aria-hidden />,
      variant: 'default',
      onClick: () =>
        confirm({
          title: t('completion.undo'),
          question: t('completion.undoConfirm'),
          run: () => reopen.mutateAsync(),
          fallback: t('failed'),
        }),
    });
  }
  if (government && awaiting) {
    actions.push({
      label: t('completion.approve'),
      icon: <IconCheck size={18} aria-hidden />,
      onClick: () => setDialog('approve'),
    });
    actions.push({
      label: t('completion.reject'),
      icon: <IconX size={18} aria-hidden />,
      variant: 'default',
      onClick: () =>
        confirm({
          title: t('completion.reject'),
          question: t('completion.rejectConfirm'),
          run: () => reopen.mutateAsync(),
          fallback: t('failed'),
          danger: true,
        }),
    });
  }
  if (government) {
    actions.push({
      label: t('completion.cancel'),
      icon: <IconBan size={18} aria-hidden />,
      color: 'red',
      variant: 'light',
      onClick: () => setDialog('cancel'),
    });
  }

  if (!mark && actions.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('completion.title')}
        </Title>
        {mark ? (
          <CompletionFacts establishment={establishment} />
        ) : (
          <Text size="sm">{t(contractor ? 'completion.markHelp' : 'completion.cancelHelp')}</Text>
        )}
        {actions.length > 0 ? (
          <Group gap="sm">
            {actions.map((action) => (
              <Button
                key={action.label}
                leftSection={action.icon}
                color={action.color}
                variant={action.variant}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
      <FormModal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog ? t(`completion.dialog.${dialog}`) : ''}
        schema={DIALOG_SCHEMAS[dialog ?? 'complete']}
        // The date of completion is checked against the commencement (the server checks its own copy).
        initialValues={
          dialog === 'complete' ? { commencementDate: establishment.commencementDate } : undefined
        }
        // Cancelling cannot be undone: it gets the confirmation screen.
        proceedQuestion={
          dialog === 'cancel' ? t('completion.cancelProceed', { name: establishment.body.name }) : undefined
        }
        onSaved={() => {
          void queryClient.invalidateQueries({ queryKey: establishmentKeys.all });
          setDialog(null);
        }}
      />
    </Paper>
  );
}
