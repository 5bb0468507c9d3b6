import { describe, expect, it } from 'vitest';
import { returnListQuery, returnsYear, returnsYearOf } from './returns.js';

describe('the returns year (spec part 2, section 9)', () => {
  it('starts on 1 July: 30 June is the year before, 1 July its own', () => {
    expect(returnsYearOf('2026-06-30', '2020-01-01')).toEqual({
      year: 2025,
      from: '2025-07-01',
      to: '2026-06-30',
    });
    expect(returnsYearOf('2026-07-01', '2020-01-01')).toEqual({
      year: 2026,
      from: '2026-07-01',
      to: '2027-06-30',
    });
  });

  it('in the commencement year a day before July stays in that year; the year after, it goes back', () => {
    expect(returnsYearOf('2026-03-15', '2026-02-01').year).toBe(2026);
    expect(returnsYearOf('2027-03-15', '2026-02-01').year).toBe(2026);
    expect(returnsYearOf('2026-01-01', null).year).toBe(2025);
  });

  it('a year runs from 1 July to 30 June', () => {
    expect(returnsYear(2024)).toEqual({ year: 2024, from: '2024-07-01', to: '2025-06-30' });
  });

  it('reads dd/MM/yyyy dates and refuses what is not a date', () => {
    expect(returnListQuery.parse({ from_date: '01/07/2025', to_date: '2026-06-30' })).toEqual({
      from_date: '2025-07-01',
      to_date: '2026-06-30',
    });
    expect(returnListQuery.safeParse({ from_date: '31/02/2026' }).success).toBe(false);
  });
});
