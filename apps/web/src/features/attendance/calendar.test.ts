import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarDay,
  calendarMonth,
  clampMonth,
  monthBounds,
  monthRange,
  monthWeeks,
  type PagerBounds,
  type ServedDay,
  type ServedMonth,
  weekDayOf,
} from './calendar';
import { dayLook } from './components/calendar/day-look';

const bounds: PagerBounds = {
  today: '2026-11-25',
  earliestJoining: '2026-05-12',
  commencement: '2026-05-10',
};

const served = (date: string, extra: Partial<ServedDay> = {}): ServedDay => ({
  date,
  state: 'no_register',
  register_id: null,
  is_weekly_holiday: false,
  alert: null,
  wages_paid: false,
  ...extra,
});

const november: ServedMonth = {
  today: '2026-11-25',
  earliest_joining_date: '2026-05-12',
  days: [
    served('2026-11-02', { state: 'completed', register_id: 'r-02', wages_paid: true }),
    served('2026-11-03', { state: 'pending', register_id: 'r-03' }),
    served('2026-11-04', { alert: 'red' }),
    served('2026-11-06', { state: 'closed', register_id: 'r-06' }),
    served('2026-11-08', { state: 'week_off', register_id: 'r-08', is_weekly_holiday: true }),
    served('2026-11-15', { is_weekly_holiday: true }),
    served('2026-11-20', { alert: 'amber' }),
    served('2026-11-25', { alert: 'amber' }),
  ],
};

describe('the month grid', () => {
  it('starts its weeks on Monday and pads the neighbouring months with empty cells', () => {
    // 1 November 2026 is a Sunday: six empty cells before it.
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]?.[0]).toBe('2026-11-02');
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('knows February of a leap year and a month that starts on Monday', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    // 1 June 2026 is a Monday: no padding before it.
    expect(monthWeeks('2026-06')[0]?.[0]).toBe('2026-06-01');
  });

  it('names the day of the week as the establishment form does', () => {
    expect(weekDayOf('2026-11-22')).toBe('Sunday');
    expect(weekDayOf('2026-11-23')).toBe('Monday');
    expect(weekDayOf('2026-11-25')).toBe('Wednesday');
  });

  it('pages across the year end', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });
});

describe('the month pager', () => {
  it('goes from the commencement month to the current month', () => {
    expect(monthBounds(bounds)).toEqual({ first: '2026-05', last: '2026-11' });
  });

  it('keeps a requested month within the bounds, and opens the current month by default', () => {
    expect(clampMonth(null, bounds)).toBe('2026-11');
    expect(clampMonth('2026-07', bounds)).toBe('2026-07');
    expect(clampMonth('2026-01', bounds)).toBe('2026-05');
    expect(clampMonth('2027-03', bounds)).toBe('2026-11');
    expect(clampMonth('2026-13', bounds)).toBe('2026-11');
    expect(clampMonth('nonsense', bounds)).toBe('2026-11');
  });

  it('falls back on the earliest joining date, then today, when there is no commencement date', () => {
    expect(monthBounds({ ...bounds, commencement: null })).toEqual({ first: '2026-05', last: '2026-11' });
    expect(monthBounds({ ...bounds, commencement: null, earliestJoining: null })).toEqual({
      first: '2026-11',
      last: '2026-11',
    });
  });
});

describe('the colour of a day', () => {
  const day = (date: string) =>
    calendarMonth('2026-11', november, 'Sunday')
      .flat()
      .find((d) => d?.date === date);
  const look = (date: string) => {
    const found = day(date);
    if (!found) throw new Error(`${date} is not in the month`);
    return dayLook(found);
  };

  it('is amber on a working day with no register, red once the server says it is overdue', () => {
    expect(look('2026-11-20')).toBe('amber');
    expect(look('2026-11-25')).toBe('amber');
    expect(look('2026-11-04')).toBe('red');
  });

  it('shows a register’s state: pending, completed, establishment closed, weekly off', () => {
    expect(look('2026-11-03')).toBe('pending');
    expect(look('2026-11-02')).toBe('completed');
    expect(day('2026-11-02')?.wagesPaid).toBe(true);
    expect(day('2026-11-03')?.wagesPaid).toBe(false);
    expect(look('2026-11-06')).toBe('closed');
    expect(look('2026-11-08')).toBe('weekOff');
    expect(day('2026-11-08')).toMatchObject({ registerId: 'r-08', holiday: true, blocked: null });
  });

  it('is plain on the weekly holiday with no register: it is no working day', () => {
    expect(look('2026-11-15')).toBe('holiday');
    expect(day('2026-11-15')?.warning).toBeNull();
  });

  it('cannot open a day the server does not list: the future, or before anyone joined', () => {
    expect(day('2026-11-26')).toMatchObject({ blocked: 'future', warning: null });
    expect(look('2026-11-26')).toBe('blocked');
    expect(day('2026-11-29')).toMatchObject({ blocked: 'future', holiday: true });
    const may = calendarMonth(
      '2026-05',
      { ...november, days: [served('2026-05-12', { alert: 'red' })] },
      'Sunday',
    );
    const first = may.flat().find((d) => d?.date === '2026-05-11');
    expect(first).toMatchObject({ blocked: 'beforeJoining' });
  });

  it('marks today, and only today', () => {
    const days = calendarMonth('2026-11', november, 'Sunday')
      .flat()
      .filter((d) => d?.today);
    expect(days.map((d) => d?.date)).toEqual(['2026-11-25']);
  });

  it('ignores a warning the server sends for a day that has a register', () => {
    expect(
      calendarDay(
        '2026-11-03',
        served('2026-11-03', { state: 'pending', register_id: 'r', alert: 'red' }),
        november,
        null,
      ).warning,
    ).toBeNull();
  });
});
