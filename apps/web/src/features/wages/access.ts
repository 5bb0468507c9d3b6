import type { WageEntryRow, WageRegister } from '@anupalan/shared';

/**
 * What a row's action menu offers. The server decides who may do what (can_open, can_edit, can_revise: the
 * contractor everything, a subcontractor its own workers, the Government only entries that have a wage_status and
 * are not revisions); this only keeps out of the menu what would be refused.
 */
export type EntryAction = 'edit' | 'view' | 'revise' | 'payslip' | 'logs';

export function entryActions(row: WageEntryRow, register: WageRegister): EntryAction[] {
  const actions: EntryAction[] = [];
  if (row.can_open) actions.push(register.can_edit_entries && row.can_edit ? 'edit' : 'view');
  if (row.can_revise && register.can_revise) actions.push('revise');
  // Payslips exist once the register is completed (every entry submitted); everyone in scope downloads them.
  if (register.step >= 1 && register.status !== 'cancelled' && row.submitted_on) actions.push('payslip');
  actions.push('logs');
  return actions;
}

/** Whether the side panel saves: the register takes edits and the caller may edit this worker's entry. */
export const canSaveEntry = (register: WageRegister, entry: { can_edit: boolean }) =>
  register.can_edit_entries && entry.can_edit;
