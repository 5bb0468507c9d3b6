import { describe, expect, it } from 'vitest';
import { dueStatus, formatDueStatus } from './due.js';

/** 23:30 IST on 15 March 2026 is still 15 March in India, though 18:00 UTC. */
const lateEvening = new Date('2026-03-15T18:00:00Z');

describe('where a due date stands', () => {
  it('counts whole days in India', () => {
    expect(formatDueStatus(dueStatus('2026-03-15', lateEvening))).toBe('Due Today');
    expect(formatDueStatus(dueStatus('2026-03-16', lateEvening))).toBe('Due in 1 Day(s)');
    expect(formatDueStatus(dueStatus('2026-03-14', lateEvening))).toBe('Overdue by 1 Day(s)');
    expect(formatDueStatus(dueStatus('2025-12-15', lateEvening))).toBe('Overdue by 90 Day(s)');
  });

  it('turns at midnight in India, not in UTC', () => {
    // 18:30 UTC is 00:00 IST on the 16th.
    expect(dueStatus('2026-03-15', new Date('2026-03-15T18:30:00Z'))).toEqual({ kind: 'overdue', days: 1 });
  });
});
