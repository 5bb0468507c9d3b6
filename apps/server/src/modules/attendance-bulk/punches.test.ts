import { describe, expect, it } from 'vitest';
import { clock12, parseClock, parseDay, parseStamp, parseType } from './cells.js';
import { readPunchLog } from './punch-log.js';
import { type Punch, pairPunches, wallMinutes } from './punches.js';

let row = 1;
const at = (code: string, stamp: string): Punch => {
  const [day, time] = stamp.split(' ');
  const [h, m] = time!.split(':').map(Number);
  row += 1;
  return { code, at: wallMinutes(day!, h!, m!), row };
};

describe('pairing device punches', () => {
  it('a day shift: the first punch is the in time, the last the out time, a lunch break is rest', () => {
    const { shifts, duplicates } = pairPunches([
      at('E1', '2026-11-02 08:01'),
      at('E1', '2026-11-02 13:00'),
      at('E1', '2026-11-02 13:30'),
      at('E1', '2026-11-02 17:04'),
    ]);
    expect(duplicates).toEqual([]);
    expect(shifts).toEqual([
      expect.objectContaining({
        code: 'E1',
        day: '2026-11-02',
        inAt: '2026-11-02 08:01',
        outAt: '2026-11-02 17:04',
        restMinutes: 30,
        workedMinutes: 9 * 60 + 3 - 30,
        note: null,
      }),
    ]);
  });

  it('drops a punch within two minutes of the previous one as a duplicate, in any order of the file', () => {
    const { shifts, duplicates } = pairPunches([
      at('E1', '2026-11-02 17:00'),
      at('E1', '2026-11-02 08:00'),
      at('E1', '2026-11-02 08:01'),
      at('E1', '2026-11-02 08:02'),
      at('E1', '2026-11-02 17:00'),
    ]);
    expect(duplicates.map((d) => d.at - wallMinutes('2026-11-02', 0, 0))).toEqual([
      8 * 60 + 1,
      8 * 60 + 2,
      17 * 60,
    ]);
    expect(shifts).toHaveLength(1);
    expect(shifts[0]).toMatchObject({ inAt: '2026-11-02 08:00', outAt: '2026-11-02 17:00', punches: 2 });
  });

  it('a punch three minutes after the previous is not a duplicate', () => {
    const { duplicates, shifts } = pairPunches([at('E1', '2026-11-02 08:00'), at('E1', '2026-11-02 08:03')]);
    expect(duplicates).toEqual([]);
    expect(shifts[0]).toMatchObject({ outAt: '2026-11-02 08:03', workedMinutes: 3 });
  });

  it('a night shift across midnight is one shift of the day it started, and the next night another', () => {
    const { shifts } = pairPunches([
      at('N7', '2026-11-02 20:00'),
      at('N7', '2026-11-03 06:05'),
      at('N7', '2026-11-03 20:02'),
      at('N7', '2026-11-04 06:00'),
    ]);
    expect(shifts.map((s) => [s.day, s.inAt, s.outAt, s.workedMinutes])).toEqual([
      ['2026-11-02', '2026-11-02 20:00', '2026-11-03 06:05', 605],
      ['2026-11-03', '2026-11-03 20:02', '2026-11-04 06:00', 598],
    ]);
  });

  it('a long day shift then an early start the next day are two shifts (the shift may not pass 16 hours)', () => {
    const { shifts } = pairPunches([
      at('E1', '2026-11-02 08:00'),
      at('E1', '2026-11-02 20:00'),
      at('E1', '2026-11-03 06:00'),
      at('E1', '2026-11-03 14:00'),
    ]);
    expect(shifts.map((s) => [s.inAt, s.outAt])).toEqual([
      ['2026-11-02 08:00', '2026-11-02 20:00'],
      ['2026-11-03 06:00', '2026-11-03 14:00'],
    ]);
  });

  it('a missed out punch leaves a single-punch shift (no out time) and does not swallow the next day', () => {
    const { shifts } = pairPunches([
      at('E1', '2026-11-02 08:00'),
      at('E1', '2026-11-03 08:00'),
      at('E1', '2026-11-03 17:00'),
    ]);
    expect(shifts.map((s) => [s.day, s.outAt, s.note])).toEqual([
      ['2026-11-02', null, 'single_punch'],
      ['2026-11-03', '2026-11-03 17:00', null],
    ]);
  });

  it('an odd number of punches is flagged for review and its rest is not guessed', () => {
    const { shifts } = pairPunches([
      at('E1', '2026-11-02 08:00'),
      at('E1', '2026-11-02 13:00'),
      at('E1', '2026-11-02 17:00'),
    ]);
    expect(shifts[0]).toMatchObject({ note: 'odd_punches', restMinutes: 0, workedMinutes: 540 });
  });

  it('keeps each worker apart and orders workers by code', () => {
    const { shifts } = pairPunches([
      at('E10', '2026-11-02 08:00'),
      at('E2', '2026-11-02 09:00'),
      at('E10', '2026-11-02 16:00'),
      at('E2', '2026-11-02 18:00'),
    ]);
    expect(shifts.map((s) => [s.code, s.inAt.slice(11), s.outAt?.slice(11)])).toEqual([
      ['E2', '09:00', '18:00'],
      ['E10', '08:00', '16:00'],
    ]);
  });
});

describe('reading a punch log', () => {
  const range = { from: '2026-11-02', to: '2026-11-03' };
  it('takes one Timestamp column or a Date and a Time column, and reports bad cells by row and column', () => {
    const one = readPunchLog(
      {
        header: ['Emp Code', 'Timestamp'],
        rows: [
          { row: 2, cells: ['E1', '02/11/2026 08:00'] },
          { row: 3, cells: ['E1', '2026-11-02T17:00:31'] },
          { row: 4, cells: ['E1', 'yesterday'] },
          { row: 5, cells: ['', '02/11/2026 09:00'] },
          { row: 6, cells: ['E1', '10/11/2026 09:00'] },
        ],
      },
      range,
    );
    expect(one.punches.map((p) => p.row)).toEqual([2, 3]);
    expect(one.problems).toEqual([
      { row: 4, column: 'Timestamp', message: 'Enter the date and time as DD/MM/YYYY HH:mm' },
      { row: 5, column: 'Employee Code', message: 'Required' },
    ]);
    const two = readPunchLog(
      { header: ['Employee ID', 'Date', 'Time'], rows: [{ row: 2, cells: ['E1', '02/11/2026', '8:00 PM'] }] },
      range,
    );
    expect(two.punches).toEqual([{ code: 'E1', at: wallMinutes('2026-11-02', 20, 0), row: 2 }]);
  });

  it('names a missing column', () => {
    expect(readPunchLog({ header: ['Name', 'When'], rows: [] }, range).problems.map((p) => p.column)).toEqual(
      ['Employee Code', 'Timestamp'],
    );
  });
});

describe('cells', () => {
  it('reads times on the 12-hour and the 24-hour clock and refuses impossible ones', () => {
    expect(
      ['8:05 AM', '08:05 am', '8.05 a.m.', '12:00 AM', '12:30 PM', '8 PM', '20:05', '0:00', '23:59:59'].map(
        parseClock,
      ),
    ).toEqual([485, 485, 485, 0, 750, 1200, 1205, 0, 1439]);
    expect(['13:00 PM', '0:30 AM', '24:00', '8:60', '8', 'noon', ''].map(parseClock)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(clock12(0)).toBe('12:00 AM');
    expect(clock12(750)).toBe('12:30 PM');
  });

  it('reads dates, stamps and types', () => {
    expect(['02/11/2026', '2/11/2026', '2026-11-02', '02-11-2026', '31/02/2026'].map(parseDay)).toEqual([
      '2026-11-02',
      '2026-11-02',
      '2026-11-02',
      '2026-11-02',
      null,
    ]);
    expect(parseStamp('2026-11-02 20:05:31.123+05:30')).toEqual({ day: '2026-11-02', minutes: 1205 });
    expect(parseStamp('02/11/2026')).toEqual({ day: '2026-11-02', minutes: 0 });
    expect(parseStamp('02/11/2026 noon')).toBeNull();
    expect(['Present', 'p', 'PAID LEAVE', 'pl', 'Weekly Off', 'x'].map(parseType)).toEqual([
      'present',
      'present',
      'paid_leave',
      'paid_leave',
      'week_off',
      null,
    ]);
  });
});
