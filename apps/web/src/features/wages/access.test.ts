import { describe, expect, it } from 'vitest';
import { entryActions } from './access';
import { wageRegister, wageRow } from './test-data';

describe('the row action menu of a wage entry', () => {
  it('lets whoever may edit fill a pending entry, and read its logs', () => {
    expect(entryActions(wageRow(1), wageRegister())).toEqual(['edit', 'logs']);
  });

  it('offers a view only when the register takes no edits or the worker is not the caller’s', () => {
    expect(entryActions(wageRow(1), wageRegister({ can_edit_entries: false }))).toEqual(['view', 'logs']);
    expect(entryActions(wageRow(1, { can_edit: false }), wageRegister())).toEqual(['view', 'logs']);
  });

  it('keeps an entry the caller may not open out of reach (the Government and a revision)', () => {
    expect(entryActions(wageRow(1, { can_open: false, can_edit: false }), wageRegister())).toEqual(['logs']);
  });

  it('offers Revise Entry and the payslip on a submitted entry of a completed register', () => {
    const completed = wageRegister({ status: 'register_completed', step: 1, can_revise: true });
    const submitted = wageRow(1, {
      submitted_on: '2026-11-08T05:00:00Z',
      wage_status: 'register_completed',
      status: 'Completed',
      can_revise: true,
    });
    expect(entryActions(submitted, completed)).toEqual(['edit', 'revise', 'payslip', 'logs']);
    // Revising is the contractor's: a row the server does not allow it on has no Revise.
    expect(entryActions({ ...submitted, can_revise: false }, completed)).toEqual(['edit', 'payslip', 'logs']);
  });

  it('has no payslip while the register is not completed or is cancelled', () => {
    const submitted = wageRow(1, { submitted_on: '2026-11-08T05:00:00Z', status: 'Completed' });
    expect(entryActions(submitted, wageRegister())).not.toContain('payslip');
    expect(entryActions(submitted, wageRegister({ status: 'cancelled', step: 1 }))).not.toContain('payslip');
  });
});
