import { describe, expect, it } from 'vitest';
import {
  clampYear,
  ENTRY_STATUS_COLORS,
  formatDay,
  formatPeriod,
  formatRupees,
  pageCount,
  REGISTER_STATUS_COLORS,
  registerStartingOn,
  registerStatusKey,
  yearBounds,
  yearRange,
} from './display';

describe('money on the wage screens', () => {
  it('shows rupee text with Indian grouping and two decimals, exactly', () => {
    expect(formatRupees('123456.00')).toBe('₹1,23,456.00');
    expect(formatRupees('12345678.5')).toBe('₹1,23,45,678.50');
    expect(formatRupees('0')).toBe('₹0.00');
    expect(formatRupees('999999999.99')).toBe('₹99,99,99,999.99');
    // 0.1 + 0.2 in binary floats is 0.30000000000000004; the text is read digit by digit.
    expect(formatRupees('0.30')).toBe('₹0.30');
    expect(formatRupees('-5500.01')).toBe('-₹5,500.01');
  });

  it('shows text that is not an amount as it came, rather than a made-up number', () => {
    expect(formatRupees('n/a')).toBe('n/a');
  });
});

describe('dates', () => {
  it('writes yyyy-mm-dd and timestamps as DD/MM/YYYY without shifting the day', () => {
    expect(formatDay('2026-11-01')).toBe('01/11/2026');
    expect(formatDay('2026-11-30T23:59:00.000Z')).toBe('30/11/2026');
    expect(formatPeriod('2026-11-01', '2026-11-30')).toBe('01/11/2026 - 30/11/2026');
  });
});

describe('statuses', () => {
  it('names a register without a status Created and gives every status a colour', () => {
    expect(registerStatusKey(null)).toBe('created');
    expect(registerStatusKey('paid_and_signed')).toBe('paid_and_signed');
    expect(Object.keys(REGISTER_STATUS_COLORS).sort()).toEqual(
      ['cancelled', 'created', 'paid_and_signed', 'payslips_given', 'register_completed'].sort(),
    );
  });

  it('colours the four entry statuses apart, the revision red and the late completion dark', () => {
    expect(new Set(Object.values(ENTRY_STATUS_COLORS)).size).toBe(4);
    expect(ENTRY_STATUS_COLORS['Revision Pending']).toBe('red');
    expect(ENTRY_STATUS_COLORS['Completed after register submission']).toBe('dark');
  });
});

describe('the year pager and paging', () => {
  it('asks for a whole calendar year as dd/MM/yyyy', () => {
    expect(yearRange(2026)).toEqual({ start_date: '01/01/2026', end_date: '31/12/2026' });
  });

  it('pages from the commencement year to this year, and brings other years inside', () => {
    const bounds = yearBounds('2024-05-10', '2026-11-25');
    expect(bounds).toEqual({ first: 2024, last: 2026 });
    expect(clampYear(2023, bounds)).toBe(2024);
    expect(clampYear(2027, bounds)).toBe(2026);
    expect(clampYear(2025, bounds)).toBe(2025);
    expect(clampYear(Number.NaN, bounds)).toBe(2026);
    expect(yearBounds(null, '2026-11-25')).toEqual({ first: 2026, last: 2026 });
    expect(yearBounds('2027-01-01', '2026-11-25')).toEqual({ first: 2026, last: 2026 });
  });

  it('counts pages of 25, rounded up', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(5000)).toBe(200);
  });

  it('opens the live register that starts on a date, else a cancelled one', () => {
    const registers = [
      { id: 'a', from_date: '2026-11-01', status: 'cancelled' as const },
      { id: 'b', from_date: '2026-11-01', status: null },
      { id: 'c', from_date: '2026-10-01', status: 'paid_and_signed' as const },
    ];
    expect(registerStartingOn(registers, '2026-11-01')?.id).toBe('b');
    expect(registerStartingOn(registers.slice(0, 1), '2026-11-01')?.id).toBe('a');
    expect(registerStartingOn(registers, '2026-12-01')).toBeNull();
  });
});
