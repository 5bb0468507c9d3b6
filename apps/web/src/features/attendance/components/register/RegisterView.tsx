import { ATTENDANCE_FILTERS, type AttendanceFilter, type AttendanceRegisterDetail } from '@anupalan/shared';
import {
  Alert,
  Badge,
  Button,
  Group,
  Input,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconBan,
  IconBeach,
  IconDoorEnter,
  IconInfoCircle,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageAction, PageHeader } from '../../../../components/layout/PageHeader';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import { getPendingEntryIds } from '../../api/get-register';
import { monthOf } from '../../calendar';
import type { AttendancePlace } from '../../context';
import { formatDay, weekDayName } from '../../format';
import { useNotifyFailure } from '../../messages';
import { calendarPath } from '../../paths';
import { CloseDayModal } from './CloseDayModal';
import { EntriesTable } from './EntriesTable';
import { EntryPanel, type PanelState } from './EntryPanel';
import { RegisterBanners } from './RegisterBanners';
import { useRegisterActions } from './use-register-actions';
import { WeekOffChoice } from './WeekOffChoice';

interface RegisterViewProps {
  place: AttendancePlace;
  detail: AttendanceRegisterDetail;
  toolbar?: ReactNode;
  filter: AttendanceFilter;
  onFilter: (filter: AttendanceFilter) => void;
  page: number;
  onPage: (page: number) => void;
}

/**
 * A loaded register: its banners, the weekly holiday's choice, the counts with Start or Resume, the entries and
 * the side panel of an entry. What the caller may do comes from the server (can_edit_entries, can_close, ...).
 */
export function RegisterView({ place, detail, toolbar, filter, onFilter, page, onPage }: RegisterViewProps) {
  const { t, i18n } = useTranslation('attendance');
  const role = useCurrentEntry()?.role ?? null;
  const filterId = useId();
  const { attendance_register: register, attendance_entries: entries, attendance_status: status } = detail;
  const registerActions = useRegisterActions(place, register);
  const notifyFailure = useNotifyFailure();
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [closing, setClosing] = useState(false);
  const [changingWeekOff, setChangingWeekOff] = useState(false);
  const [starting, setStarting] = useState(false);

  const day = formatDay(register.register_date);
  const back = calendarPath(place, monthOf(register.register_date));
  const calendarTitle = t('calendar.title');
  const choiceFirst = register.week_off_choice_required;
  const editable = register.can_edit_entries && !choiceFirst;
  // A subcontractor walks its own workers only; the counts it starts from are its own.
  const own = role === 'Subcontractor';
  const pending = own ? status.own_pending : status.pending;
  const total = own ? status.own_total : status.total;

  const start = async () => {
    setStarting(true);
    try {
      const ids = await getPendingEntryIds(place.establishment.id, register.id);
      if (ids[0]) setPanel({ employeeId: ids[0], queue: ids });
    } catch (error) {
      notifyFailure(error, t('calendar.loadFailed'));
    } finally {
      setStarting(false);
    }
  };

  const menu: PageAction[] = [
    ...(register.can_close
      ? [
          register.is_establishment_closed
            ? {
                label: t('reopen.action'),
                icon: <IconDoorEnter size={16} aria-hidden />,
                onClick: registerActions.reopenDay,
              }
            : {
                label: t('close.action'),
                icon: <IconBan size={16} aria-hidden />,
                onClick: () => setClosing(true),
              },
        ]
      : []),
    ...(register.can_mark_week_off && register.is_weekly_holiday && !choiceFirst
      ? [
          {
            label: t('weekOff.change'),
            icon: <IconBeach size={16} aria-hidden />,
            onClick: () => setChangingWeekOff(true),
          },
        ]
      : []),
    ...(register.can_delete
      ? [
          {
            label: t('delete.action'),
            icon: <IconTrash size={16} aria-hidden />,
            color: 'red',
            onClick: () => void registerActions.deleteRegister(),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('register.title', { date: day })}
        subtitle={t('register.help')}
        backTo={back}
        breadcrumbs={[...place.trail, { label: calendarTitle, to: back }, { label: day }]}
        actions={menu}
      />
      <Stack gap="md">
        <RegisterBanners register={register} />
        {choiceFirst ? (
          register.can_mark_week_off ? (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <WeekOffChoice
                day={day}
                current={null}
                saving={registerActions.choosingWeekOff}
                onChoose={(choice) => void registerActions.chooseWeekOff(choice)}
              />
            </Paper>
          ) : (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
              {t('weekOff.notChosen')}
            </Alert>
          )
        ) : null}
        {toolbar}
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Stack gap="md">
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{weekDayName(register.register_date, i18n.language)}</Text>
                  <Badge color={register.status === 'completed' ? 'green' : 'orange'} variant="light">
                    {t(`filters.${register.status === 'completed' ? 'Completed' : 'Pending'}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('register.counts', { completed: status.completed, total: status.total })}
                </Text>
              </Stack>
              {editable && pending > 0 ? (
                <Button
                  leftSection={<IconPlayerPlay size={18} aria-hidden />}
                  loading={starting}
                  onClick={() => void start()}
                >
                  {pending === total ? t('register.start') : t('register.resume')}
                </Button>
              ) : null}
            </Group>
            <Stack gap={2}>
              <Input.Label id={filterId}>{t('filters.label')}</Input.Label>
              <SegmentedControl
                aria-labelledby={filterId}
                value={filter}
                onChange={(value) => onFilter(value as AttendanceFilter)}
                data={ATTENDANCE_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
                style={{ alignSelf: 'flex-start' }}
              />
            </Stack>
            <EntriesTable
              entries={entries}
              page={page}
              onPage={onPage}
              maxCount={entries[0]?.max_count ?? 0}
              empty={filter === 'All' ? t('entries.empty') : t('entries.noMatch')}
              editable={editable}
              onOpen={(entry) => setPanel({ employeeId: entry.establishment_employee_id, queue: null })}
            />
          </Stack>
        </Paper>
      </Stack>
      <EntryPanel
        establishmentId={place.establishment.id}
        registerId={register.id}
        editable={editable}
        state={panel}
        onState={setPanel}
      />
      <CloseDayModal
        key={closing ? 'open' : 'shut'}
        opened={closing}
        day={day}
        saving={registerActions.closingDay}
        onClose={() => setClosing(false)}
        onConfirm={async (reason) => {
          if (await registerActions.closeDay(reason)) setClosing(false);
        }}
      />
      <Modal opened={changingWeekOff} onClose={() => setChangingWeekOff(false)} title={t('weekOff.change')}>
        <WeekOffChoice
          day={day}
          current={register.week_off_choice}
          saving={registerActions.choosingWeekOff}
          onCancel={() => setChangingWeekOff(false)}
          onChoose={async (choice) => {
            if (await registerActions.chooseWeekOff(choice)) setChangingWeekOff(false);
          }}
        />
      </Modal>
    </>
  );
}
