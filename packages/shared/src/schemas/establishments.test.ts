import { describe, expect, it } from 'vitest';
import { validateForm } from '../form-schema/validate.js';
import { completionSchema } from './establishments.js';

const ctx = { role: 'Contractor' as const, now: new Date('2026-11-21T10:00:00+05:30') };
const completion = (date: string, commencementDate = '2026-05-10') => ({
  commencementDate,
  completion_body: { date, formVII: { name: 'form-vii.pdf', url: 'file-1' } },
});
const dateError = (date: string, commencementDate?: string) =>
  validateForm(completionSchema, completion(date, commencementDate), ctx)['completion_body.date'];

describe('completion of work', () => {
  it('refuses a date of completion before the date of commencement', () => {
    expect(dateError('2026-05-09')).toBe('The date of completion cannot be before the date of commencement');
    expect(dateError('2025-12-31')).toBe('The date of completion cannot be before the date of commencement');
  });

  it('accepts the day work commenced and any later day up to today', () => {
    expect(dateError('2026-05-10')).toBeUndefined();
    expect(dateError('2026-11-21')).toBeUndefined();
    expect(dateError('2026-11-22')).toBe('This date cannot be of future.');
  });
});
