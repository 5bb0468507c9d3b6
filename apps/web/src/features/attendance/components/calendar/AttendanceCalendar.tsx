import { istDateKey } from '@anupalan/shared';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../../../../components/feedback/QueryState';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { isSessionExpiry } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import { canOpenDays } from '../../access';
import { useMonth } from '../../api/get-month';
import {
  type CalendarDay,
  calendarMonth,
  clampMonth,
  isWeekDay,
  monthBounds,
  monthRange,
  type PagerBounds,
} from '../../calendar';
import type { AttendancePlace } from '../../context';
import { formatDay, monthTitle } from '../../format';
import { attendancePath, datePath, registerPath } from '../../paths';
import { CalendarGrid } from './CalendarGrid';
import { CalendarLegend } from './CalendarLegend';
import { MonthPager } from './MonthPager';

interface AttendanceCalendarProps {
  place: AttendancePlace;
  /** Shown above the calendar by other parts of the register (the bulk uploads' buttons). */
  toolbar?: ReactNode;
}

/**
 * The attendance register as a month calendar (the base path): each day with its register's state, amber or red
 * for a working day without one. A day opens its register, or creates it; the month is in `?month=yyyy-mm`.
 */
export function AttendanceCalendar({ place, toolbar }: AttendanceCalendarProps) {
  const { t, i18n } = useTranslation('attendance');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const role = useCurrentEntry()?.role ?? null;
  const canOpen = canOpenDays(role, place.establishment.locked);
  const [offline, setOffline] = useState(false);
  // Until the server's first answer, today is the browser's idea of India's today.
  const [known, setKnown] = useState<{ today: string; earliestJoining: string | null }>(() => ({
    today: istDateKey(),
    earliestJoining: null,
  }));
  const bounds: PagerBounds = { ...known, commencement: place.establishment.commencementDate };
  const month = clampMonth(search.get('month'), bounds);
  const { first, last } = monthBounds(bounds);
  const range = monthRange(month);
  const served = useMonth(place.establishment.id, range.from, range.to);
  const answer = served.isPlaceholderData ? undefined : served.data;
  const title = t('calendar.title');

  useEffect(() => {
    if (answer) setKnown({ today: answer.today, earliestJoining: answer.earliest_joining_date });
  }, [answer]);

  // A failed load is said as the spec words it, once per failure, as well as in place of the calendar.
  const told = useRef<unknown>(null);
  useEffect(() => {
    const error = served.error;
    if (!error || told.current === error || isSessionExpiry(error)) return;
    told.current = error;
    notifyError(tc('common.error'), t('calendar.loadFailed'));
  }, [served.error, t, tc]);

  const open = (day: CalendarDay) => {
    // Said in the page, not in a toast: the toasts' own code may be a chunk that cannot be fetched offline.
    setOffline(!navigator.onLine);
    if (!navigator.onLine) return;
    if (day.registerId) navigate(registerPath(place, day.registerId));
    else if (canOpen) navigate(datePath(place, day.date));
    else
      notifications.show({ color: 'blue', message: t('calendar.noRegister', { date: formatDay(day.date) }) });
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('calendar.help')}
        breadcrumbs={[...place.trail, { label: title }]}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          {canOpen || toolbar ? (
            // On a phone Add wraps above the other buttons (wrap-reverse), each line as wide as the screen.
            <Group justify="space-between" align="flex-start" gap="sm" style={{ flexWrap: 'wrap-reverse' }}>
              <div style={{ flex: '1 1 280px', minWidth: 0 }}>{toolbar}</div>
              {canOpen ? (
                <Button
                  component={Link}
                  ml="auto"
                  to={attendancePath(place, 'add')}
                  leftSection={<IconCalendarPlus size={18} aria-hidden />}
                >
                  {t('calendar.add')}
                </Button>
              ) : null}
            </Group>
          ) : null}
          <MonthPager
            month={month}
            first={first}
            last={last}
            onChange={(next) => setSearch({ month: next }, { replace: true })}
          />
          {offline ? (
            <Alert
              color="red"
              role="alert"
              title={tc('common.error')}
              withCloseButton
              closeButtonLabel={t('calendar.dismiss')}
              onClose={() => setOffline(false)}
            >
              {t('calendar.offline')}
            </Alert>
          ) : null}
          {served.error ? (
            <Alert color="red" role="alert">
              <Stack gap="xs" align="flex-start">
                {t('calendar.loadFailed')}
                <Button size="xs" variant="default" onClick={() => void served.refetch()}>
                  {t('calendar.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : !answer ? (
            <Loading py="lg" />
          ) : (
            <>
              {answer.earliest_joining_date === null ? (
                <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
                  {t('calendar.noEmployees')}
                </Alert>
              ) : null}
              <CalendarGrid
                key={month}
                label={t('calendar.grid', { month: monthTitle(month, i18n.language) })}
                weeks={calendarMonth(
                  month,
                  answer,
                  isWeekDay(answer.weekly_holiday) ? answer.weekly_holiday : null,
                )}
                onOpen={open}
              />
              <CalendarLegend />
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
