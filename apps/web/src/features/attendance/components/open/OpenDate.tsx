import { parseDisplayDate } from '@anupalan/shared';
import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Loading } from '../../../../components/feedback/QueryState';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { useOpenRegister } from '../../api/open-register';
import { monthOf } from '../../calendar';
import type { AttendancePlace } from '../../context';
import { formatDay } from '../../format';
import { useFailureText } from '../../messages';
import { calendarPath, registerPath } from '../../paths';

interface OpenDateProps {
  place: AttendancePlace;
  /** yyyy-mm-dd, from the address. */
  date: string;
  /** Mark the weekly holiday a weekly off at once (?isAutomatic=true). */
  automatic: boolean;
}

const isDateKey = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && parseDisplayDate(date.split('-').reverse().join('/')) === date;

/**
 * /date/{date}: opens the day's register, creating it with one entry per employee active that day when there is
 * none, then shows it (the weekly holiday's choice is asked there). Says why when the server refuses the day.
 */
export function OpenDate({ place, date, automatic }: OpenDateProps) {
  const { t } = useTranslation('attendance');
  const navigate = useNavigate();
  const open = useOpenRegister(place.establishment.id);
  const failureText = useFailureText();
  const valid = isDateKey(date);
  const asked = useRef(false);
  const { mutate } = open;

  useEffect(() => {
    if (!valid || asked.current) return;
    asked.current = true;
    mutate(
      { date, automatic },
      { onSuccess: (opened) => navigate(registerPath(place, opened.id), { replace: true }) },
    );
  }, [valid, date, automatic, mutate, navigate, place]);

  const calendarTitle = t('calendar.title');
  const back = calendarPath(place, valid ? monthOf(date) : undefined);
  const title = valid ? t('register.title', { date: formatDay(date) }) : t('open.title');
  return (
    <>
      <PageHeader
        title={title}
        backTo={back}
        breadcrumbs={[
          ...place.trail,
          { label: calendarTitle, to: back },
          { label: valid ? formatDay(date) : title },
        ]}
      />
      {valid && !open.error ? (
        <Paper withBorder radius="md" p="md">
          <Stack align="center" gap="xs">
            <Loading py="sm" />
            <Text c="dimmed">{t('open.opening', { date: formatDay(date) })}</Text>
          </Stack>
        </Paper>
      ) : (
        <Alert color="red" role="alert" title={t('open.failedTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {valid ? failureText(open.error, t('calendar.loadFailed')) : t('open.notADate')}
            </Text>
            <Anchor component={Link} to={back} size="sm">
              {t('open.backToCalendar')}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </>
  );
}
