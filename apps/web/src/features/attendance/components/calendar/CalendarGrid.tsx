import { WEEK_DAYS } from '@anupalan/shared';
import { Box } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, type CalendarDay } from '../../calendar';
import { formatDay, weekDayNames } from '../../format';
import classes from './Calendar.module.css';
import { DayIcon } from './DayIcon';
import { dayLook } from './day-look';

/** Arrow keys move a day or a week, Home and End to the week's ends. */
const MOVES: Record<string, (date: string, weekIndex: number) => string> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  Home: (date, weekIndex) => addDays(date, -weekIndex),
  End: (date, weekIndex) => addDays(date, 6 - weekIndex),
};

interface CalendarGridProps {
  /** The month's name, which labels the grid. */
  label: string;
  weeks: (CalendarDay | null)[][];
  onOpen: (day: CalendarDay) => void;
}

/**
 * The days of a month, Monday first, each a button named by its date and state. One day is in the tab order
 * (today, else the month's last day that opens); the arrow keys move between days, Enter or Space opens one.
 */
export function CalendarGrid({ label, weeks, onOpen }: CalendarGridProps) {
  const { t, i18n } = useTranslation('attendance');
  const days = weeks.flat().filter((day): day is CalendarDay => day !== null);
  const initial =
    days.find((day) => day.today)?.date ?? days.filter((day) => !day.blocked).at(-1)?.date ?? days[0]?.date;
  const [focused, setFocused] = useState(initial);
  const active = days.some((day) => day.date === focused) ? focused : initial;
  const table = useRef<HTMLTableElement>(null);

  const move = (event: KeyboardEvent, day: CalendarDay, weekIndex: number) => {
    const next = MOVES[event.key]?.(day.date, weekIndex);
    if (!next || !days.some((d) => d.date === next)) return;
    event.preventDefault();
    setFocused(next);
    table.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus();
  };

  return (
    <table className={classes.table} ref={table} aria-label={label}>
      <thead>
        <tr>
          {weekDayNames(i18n.language).map((name) => (
            <th key={name.long} scope="col" className={classes.weekday} abbr={name.long}>
              {name.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {WEEK_DAYS.map((weekDay, weekIndex) => {
              const day = week[weekIndex];
              if (!day) return <td key={weekDay} className={classes.cell} />;
              const look = dayLook(day);
              const state = t(`calendar.look.${look}`);
              const name = [
                formatDay(day.date),
                day.today ? t('calendar.today') : null,
                day.holiday ? t('calendar.weeklyHoliday') : null,
                look === 'blocked' ? t(`calendar.blocked.${day.blocked ?? 'future'}`) : state,
                day.wagesPaid ? t('calendar.wagesPaid') : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <td key={weekDay} className={classes.cell}>
                  <button
                    type="button"
                    data-date={day.date}
                    data-look={look}
                    className={[classes.day, classes[look], day.today ? classes.today : '']
                      .filter(Boolean)
                      .join(' ')}
                    tabIndex={day.date === active ? 0 : -1}
                    aria-disabled={day.blocked ? true : undefined}
                    aria-label={name}
                    onFocus={() => setFocused(day.date)}
                    onKeyDown={(event) => move(event, day, weekIndex)}
                    onClick={() => {
                      if (!day.blocked) onOpen(day);
                    }}
                  >
                    <span className={classes.top}>
                      <span className={classes.number}>{Number(day.date.slice(8, 10))}</span>
                      {day.wagesPaid ? <IconLock size={14} aria-hidden /> : null}
                    </span>
                    {look === 'blocked' ? null : (
                      <>
                        <Box component="span" hiddenFrom="sm" aria-hidden>
                          <DayIcon look={look} />
                        </Box>
                        <Box component="span" visibleFrom="sm" className={classes.label} aria-hidden>
                          {state}
                        </Box>
                      </>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
