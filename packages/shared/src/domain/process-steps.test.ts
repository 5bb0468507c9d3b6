import { describe, expect, it } from 'vitest';
import { endOfIstDay } from './process-due.js';
import {
  PROCESS_KINDS,
  type ProcessClockInput,
  processKindOf,
  processStepById,
  stepClocks,
} from './process-steps.js';

const clocks = (type: Parameters<typeof processKindOf>[0], input: ProcessClockInput, incident?: number) => {
  const kind = processKindOf(type, incident);
  if (!kind) throw new Error('no kind');
  return Object.fromEntries(stepClocks(kind, input).map((c) => [c.step.key, c]));
};

describe('the step catalogue', () => {
  it('numbers every step once, and every step has a form of the process type', () => {
    const ids = PROCESS_KINDS.flatMap((k) => k.steps.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const kind of PROCESS_KINDS)
      for (const step of kind.steps) {
        expect(step.schema.type).toBe('employee_process');
        expect(step.schema.purpose).toBe(step.key);
        const fields = step.schema.steps.flatMap((s) => s.fields.map((f) => f.colName));
        expect(fields).toContain(`body.${step.doneField}`);
      }
    expect(processStepById(15)?.kind.type).toBe('termination');
    expect(processStepById(99)).toBeNull();
  });
  it('finds incidents by their kind', () => {
    expect(processKindOf('incident', 1)?.name).toBe('Workplace accident');
    expect(processKindOf('incident', 2)?.name).toBe('Harassment complaint');
    expect(processKindOf('incident', 3)).toBeNull();
    expect(processKindOf('termination')?.steps.map((s) => s.key)).toEqual(['exit_details', 'settlement']);
  });
});

describe('accident clocks', () => {
  const at = '2026-11-24T22:30:00+05:30';
  it('fatal: notice in 4 hours, Form EE applies within 7 days', () => {
    const c = clocks(
      'incident',
      {
        eventDate: at,
        values: { accident_details: { isFatalAccident: 'yes', is_serious_injury: 'no' } },
        submittedOn: {},
      },
      1,
    );
    expect(c.accident_notice?.dueOn).toBe('2026-11-24T21:00:00.000Z');
    expect(c.form_ee?.applies).toBe(true);
    expect(c.form_ee?.dueOn).toBe(endOfIstDay('2026-12-01'));
  });
  it('not fatal and not serious: notice in 72 hours, no Form EE', () => {
    const c = clocks(
      'incident',
      {
        eventDate: at,
        values: { accident_details: { isFatalAccident: 'no', is_serious_injury: 'no' } },
        submittedOn: {},
      },
      1,
    );
    expect(c.accident_notice?.dueOn).toBe('2026-11-27T17:00:00.000Z');
    expect(c.form_ee?.applies).toBe(false);
  });
});

describe('harassment clocks', () => {
  it('complaint 3 months (6 with extension), inquiry 90 days, report 10, action 60', () => {
    const base = { eventDate: '2026-01-31', submittedOn: {} };
    const c = clocks(
      'incident',
      { ...base, values: { complaint: { extension_granted: 'no', complaint_date: '2026-02-10' } } },
      2,
    );
    expect(c.complaint?.dueOn).toBe(endOfIstDay('2026-04-30'));
    expect(c.inquiry?.dueOn).toBe(endOfIstDay('2026-05-11'));
    expect(c.inquiry_report?.dueOn).toBeNull();
    const later = clocks(
      'incident',
      {
        ...base,
        values: {
          complaint: { extension_granted: 'yes', complaint_date: '2026-02-10' },
          inquiry: { inquiry_completed_on: '2026-05-01' },
          inquiry_report: { report_date: '2026-05-08' },
        },
      },
      2,
    );
    expect(later.complaint?.dueOn).toBe(endOfIstDay('2026-07-31'));
    expect(later.inquiry_report?.dueOn).toBe(endOfIstDay('2026-05-11'));
    expect(later.action_taken?.dueOn).toBe(endOfIstDay('2026-07-07'));
  });
});

describe('recovery, maternity and termination clocks', () => {
  it('a fine within 90 days; a loan by the end of its last instalment month', () => {
    const fine = clocks('deduction', {
      eventDate: '2026-11-20',
      values: { recovery_details: { recovery_type: 'fine', instalments: 1, first_month: '2026-12-01' } },
      submittedOn: {},
    });
    expect(fine.recovery_completed?.dueOn).toBe(endOfIstDay('2027-02-18'));
    const loan = clocks('deduction', {
      eventDate: '2026-11-20',
      values: { recovery_details: { recovery_type: 'loan', instalments: '4', first_month: '2026-12-05' } },
      submittedOn: {},
    });
    expect(loan.recovery_completed?.dueOn).toBe(endOfIstDay('2027-03-31'));
  });
  it('maternity: before the leave begins, then 48 hours after the proof is given', () => {
    const c = clocks('maternity_leave', {
      eventDate: '2026-10-01',
      values: { notice_of_claim: { leave_from: '2026-11-02' } },
      submittedOn: { proof_of_delivery: '2026-12-05T23:00:00+05:30' },
    });
    expect(c.payment_before_delivery?.dueOn).toBe(endOfIstDay('2026-11-01'));
    expect(c.payment_remaining?.dueOn).toBe('2026-12-07T17:30:00.000Z');
  });
  it('settlement 2 working days after an exit on a Friday: Monday', () => {
    const c = clocks('termination', { eventDate: '2026-11-27', values: {}, submittedOn: {} });
    expect(c.settlement?.dueOn).toBe(endOfIstDay('2026-11-30'));
    expect(c.exit_details?.dueOn).toBeNull();
  });
});
