import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconLock, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileLink } from '../../../../forms/files/FileLink';
import { translateMessage } from '../../../../i18n/messages';
import type { EstablishmentRecord } from '../../api/contracts';
import { useLockState } from '../../api/get-lock-state';
import { formatDay } from '../../format';
import { establishmentMark } from '../../nav/establishment-mark';
import { useMarkLabel } from '../../nav/use-mark-label';

/**
 * Where the establishment stands, above every tab: completion awaiting approval, completed, cancelled, or
 * locked for another reason (its subproject closed), in the server's words.
 */
export function StatusBanner({ establishment }: { establishment: EstablishmentRecord }) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const mark = establishmentMark(establishment);
  const markLabel = useMarkLabel();
  const { data: lock } = useLockState(establishment.id, establishment.locked && mark === null);
  const body = establishment.completion_body;

  if (!mark) {
    if (!lock?.message) return null;
    return (
      <Alert color="gray" icon={<IconLock aria-hidden />} mb="md" role="note">
        {translateMessage(tc, lock.message)}
      </Alert>
    );
  }
  if (mark.kind === 'cancelledByGovt') {
    return (
      <Alert color="red" icon={<IconX aria-hidden />} title={markLabel(mark)} mb="md" role="note">
        {body?.note ? t('completion.reason', { note: body.note }) : null}
      </Alert>
    );
  }
  const approved = mark.kind === 'completedByGovt';
  return (
    <Alert
      color={approved ? 'green' : 'yellow'}
      icon={approved ? <IconCircleCheck aria-hidden /> : <IconClockHour4 aria-hidden />}
      title={approved ? t('completion.completedNotice') : t('completion.awaitingTitle')}
      mb="md"
      role="note"
    >
      <Stack gap={4}>
        <Text size="sm">
          {approved
            ? markLabel(mark)
            : t('completion.awaiting', { date: body?.date ? formatDay(body.date) : '' })}
        </Text>
        {body?.formVII ? <FileLink file={body.formVII} image={false} /> : null}
      </Stack>
    </Alert>
  );
}
