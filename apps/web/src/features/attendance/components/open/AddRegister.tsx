import { istDateKey } from '@anupalan/shared';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { DateTextInput } from '../../../../forms/widgets/DateTextInput';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import { canOpenDays } from '../../access';
import type { AttendancePlace } from '../../context';
import { calendarPath, datePath } from '../../paths';

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /add: opens the register of a date typed as DD/MM/YYYY (or picked), for the contractor and subcontractors. A
 * future date is refused here; the server also refuses a date before anyone joined.
 */
export function AddRegister({ place }: { place: AttendancePlace }) {
  const { t } = useTranslation('attendance');
  const navigate = useNavigate();
  const role = useCurrentEntry()?.role ?? null;
  const [date, setDate] = useState<string>(istDateKey());
  const [error, setError] = useState<string | null>(null);
  if (!canOpenDays(role, place.establishment.locked)) return <Navigate to={calendarPath(place)} replace />;

  const calendarTitle = t('calendar.title');
  const title = t('open.addTitle');
  const submit = () => {
    if (!date) return setError(t('open.required'));
    if (!DATE_KEY.test(date)) return setError(t('open.notADate'));
    if (date > istDateKey()) return setError(t('open.future'));
    navigate(datePath(place, date));
  };

  return (
    <>
      <PageHeader
        title={title}
        backTo={calendarPath(place)}
        breadcrumbs={[...place.trail, { label: calendarTitle, to: calendarPath(place) }, { label: title }]}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={520}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {t('open.addHelp')}
            </Text>
            <DateTextInput
              label={t('open.date')}
              pickerLabel={t('open.pickDate')}
              required
              value={date}
              onChange={(value) => {
                setDate(value);
                setError(null);
              }}
              error={error}
            />
            <Group justify="flex-end">
              <Button type="submit">{t('open.open')}</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
