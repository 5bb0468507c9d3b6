import { dueStatus, type EmployeeVerification } from '@anupalan/shared';
import { Alert, Anchor, Badge, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/feedback/QueryState';
import { fileHref } from '../../../../forms/api/upload-file';
import { translateMessage } from '../../../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import { useVerificationActions, useVerifications } from '../../api/verifications';
import type { EmployeePlace } from '../../context';
import { formatDay } from '../../format';

const DUE_COLORS = { overdue: 'red', today: 'orange', dueIn: 'yellow' } as const;

/** A form not yet uploaded: where its due date stands today in India ('Overdue by N Day(s)', ...). */
function PendingBadge({ dueOn }: { dueOn: string }) {
  const { t } = useTranslation('employees');
  const status = dueStatus(dueOn);
  const text =
    status.kind === 'today'
      ? t('verification.dueToday')
      : status.kind === 'overdue'
        ? t('verification.overdue', { days: status.days })
        : t('verification.dueIn', { days: status.days });
  return (
    <Badge color={DUE_COLORS[status.kind]} variant="light" tt="none">
      {text}
    </Badge>
  );
}

interface VerificationFormsProps {
  place: EmployeePlace;
  employeeId: string;
}

/** The printable form of a verification, to download, fill, sign and upload. */
const formHref = (employeeId: string, urlPart: string) =>
  `/gen-forms/establishment-employees/${encodeURIComponent(employeeId)}/${encodeURIComponent(urlPart)}`;

/**
 * The verification forms due for the employee: each with its due date, the printable form to download, and
 * for the contractor and subcontractor the signed copy's upload or deletion.
 */
export function VerificationForms({ place, employeeId }: VerificationFormsProps) {
  const { t } = useTranslation('employees');
  const { t: tc } = useTranslation();
  const role = useCurrentEntry()?.role ?? null;
  const canChange = (role === 'Contractor' || role === 'Subcontractor') && !place.establishment.locked;
  const forms = useVerifications(place.establishment.id, employeeId);
  const { upload, remove } = useVerificationActions(place.establishment.id, employeeId);

  const run = async (action: () => Promise<{ message: string }>, success: string, failure: string) => {
    try {
      const { message } = await action();
      notifySuccess(message ? translateMessage(tc, message) : success);
    } catch (error) {
      if (!isSessionExpiry(error)) {
        notifyError(tc('common.error'), translateMessage(tc, errorMessage(error, failure)));
      }
    }
  };

  const row = (form: EmployeeVerification) => (
    <Paper key={form.id} withBorder radius="sm" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Text fw={600}>{form.form_schema.title}</Text>
          <Text size="sm" c="dimmed">
            {form.form_schema.description}
          </Text>
          <Text size="sm">{t('verification.due', { date: formatDay(form.due_on) })}</Text>
          {form.body ? (
            <Anchor href={fileHref(form.body.url)} target="_blank" rel="noreferrer" size="sm">
              {form.body.name}
            </Anchor>
          ) : null}
        </Stack>
        <Stack gap="xs" align="flex-end">
          {form.submitted_on ? (
            <Badge color="green" variant="light" tt="none">
              {t('verification.uploadedOn', { date: formatDay(form.submitted_on) })}
            </Badge>
          ) : (
            <PendingBadge dueOn={form.due_on} />
          )}
          <Group gap="xs" justify="flex-end">
            <Button
              component="a"
              href={formHref(employeeId, form.form_schema.urlPart)}
              target="_blank"
              rel="noreferrer"
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={t('verification.downloadNamed', { title: form.form_schema.title })}
            >
              {t('verification.download')}
            </Button>
            {canChange && !form.body ? (
              <FileButton
                accept=".pdf,.jpg,.jpeg,.png"
                onChange={(file) => {
                  if (!file) return;
                  void run(
                    () => upload.mutateAsync({ id: form.id, file }),
                    t('verification.uploaded'),
                    t('verification.uploadFailed'),
                  );
                }}
              >
                {(props) => (
                  <Button
                    {...props}
                    size="xs"
                    leftSection={<IconUpload size={14} aria-hidden />}
                    loading={upload.isPending && upload.variables?.id === form.id}
                    aria-label={t('verification.uploadNamed', { title: form.form_schema.title })}
                  >
                    {t('verification.upload')}
                  </Button>
                )}
              </FileButton>
            ) : null}
            {canChange && form.body ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                loading={remove.isPending && remove.variables?.id === form.id}
                onClick={() =>
                  void run(
                    () => remove.mutateAsync(form),
                    t('verification.deleted'),
                    t('verification.deleteFailed'),
                  )
                }
                aria-label={t('verification.deleteNamed', { title: form.form_schema.title })}
              >
                {t('verification.delete')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('verification.title')}
        </Title>
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
          {t('verification.banner')}
        </Alert>
        <QueryState
          query={forms}
          errorText={t('verification.loadFailed')}
          isEmpty={(items) => items.length === 0}
          empty={t('verification.empty')}
          py="lg"
        >
          {(items) => <Stack gap="sm">{items.map(row)}</Stack>}
        </QueryState>
      </Stack>
    </Paper>
  );
}
