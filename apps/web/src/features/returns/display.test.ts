import type { ReturnItem } from '@anupalan/shared';
import { describe, expect, it } from 'vitest';
import { clampYear, formatDay, formatPeriod, returnStatus, yearBounds } from './display';

const item = (completed: number, submitted: string | null): ReturnItem => ({
  cms_returns: {
    id: 1,
    code: 'contractor-half-yearly',
    name: 'Half-yearly return of the contractor',
    doc_name: 'Form XVIII',
    citation: 'r.98',
    frequency: 'half_yearly',
    body: { description: '' },
  },
  est_returns: {
    id: '00000000-0000-4000-8000-000000000000',
    start_on: '2025-07-01',
    end_on: '2025-12-31',
    due_on: '2026-01-30',
    submitted_on: submitted,
    body: { signedReturn: null, proofDispatch: null },
  },
  completed,
  period_ended: true,
});

describe('the returns screens', () => {
  it('page from the year of the first return to the year of today', () => {
    expect(yearBounds('2025-03-10', '2026-11-26')).toEqual({ first: 2025, last: 2026 });
    // Commenced in September 2025: its first return (July-December) falls due in January 2026, year 2025-26.
    expect(yearBounds('2025-09-01', '2026-02-01')).toEqual({ first: 2025, last: 2025 });
    expect(yearBounds(null, '2026-02-01')).toEqual({ first: 2025, last: 2025 });
  });

  it('keep a year asked for within the bounds', () => {
    expect(clampYear(2019, { first: 2024, last: 2026 })).toBe(2024);
    expect(clampYear(2030, { first: 2024, last: 2026 })).toBe(2026);
    expect(clampYear(Number.NaN, { first: 2024, last: 2026 })).toBe(2026);
  });

  it('say n/2 until both documents are in, then completed', () => {
    expect(returnStatus(item(1, null))).toEqual({ kind: 'pending', count: 1 });
    expect(returnStatus(item(2, '2026-01-20T10:00:00.000Z'))).toEqual({
      kind: 'completed',
      on: '2026-01-20T10:00:00.000Z',
    });
  });

  it('show dates as DD/MM/YYYY', () => {
    expect(formatDay('2026-01-30')).toBe('30/01/2026');
    expect(formatPeriod('2025-07-01', '2025-12-31')).toBe('01/07/2025 - 31/12/2025');
  });
});
