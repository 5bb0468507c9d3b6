import type { WageEntryValues } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { computedColumns } from '../wages/index.js';

/** An accepted row of an upload: the entry, the values a person entered, and the line the server computed. */
export interface AcceptedEntry {
  entryId: string;
  values: WageEntryValues;
  columns: ReturnType<typeof computedColumns>;
}

/**
 * Saves and submits the accepted entries in one statement, as the side panel's save writes one (wages.service.ts
 * saveEntry): the computed columns, the entered amounts, submitted now by the user; a revision is submitted again
 * and flagged modified after register submission.
 */
export async function submitEntries(tx: Tx, userId: string, accepted: readonly AcceptedEntry[]) {
  if (accepted.length === 0) return;
  const rows = accepted.map(({ entryId, values: v, columns: c }) => ({
    id: entryId,
    present_days: c.present_days,
    paid_leave_days: c.paid_leave_days,
    absent_days: c.absent_days,
    week_off_days: c.week_off_days,
    paid_days: c.paid_days,
    overtime_hours: c.overtime_hours,
    rates: c.rates,
    basic: c.basic,
    da: c.da,
    overtime: c.overtime,
    hra: v.hra,
    other_earnings: v.other_earnings,
    gross: c.gross,
    recoveries: c.recoveries,
    pf: v.pf,
    esic: v.esic,
    society: v.society,
    income_tax: v.income_tax,
    insurance: v.insurance,
    other_deductions: v.other_deductions,
    total_deductions: c.total_deductions,
    net: c.net,
    payment_mode: v.payment_mode ?? null,
    payment_reference: v.payment_reference ?? null,
    remarks: v.remarks ?? null,
  }));
  await tx.execute(sql`
    update wage_entries e set present_days = x.present_days, paid_leave_days = x.paid_leave_days,
      absent_days = x.absent_days, week_off_days = x.week_off_days, paid_days = x.paid_days,
      overtime_hours = x.overtime_hours, rates = x.rates, basic = x.basic, da = x.da, overtime = x.overtime,
      hra = x.hra, other_earnings = x.other_earnings, gross = x.gross, recoveries = x.recoveries, pf = x.pf,
      esic = x.esic, society = x.society, income_tax = x.income_tax, insurance = x.insurance,
      other_deductions = x.other_deductions, total_deductions = x.total_deductions, net = x.net,
      payment_mode = x.payment_mode, payment_reference = x.payment_reference, remarks = x.remarks,
      problems = '[]'::jsonb, submitted_on = now(), submitted_by = ${userId}::uuid, is_revision = false,
      modified_after_submission = e.modified_after_submission or e.is_revision,
      wage_status = case when e.is_revision then 'register_completed' else e.wage_status end,
      updated_at = now()
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(id uuid, present_days int, paid_leave_days int,
      absent_days int, week_off_days int, paid_days int, overtime_hours numeric, rates jsonb, basic numeric,
      da numeric, overtime numeric, hra numeric, other_earnings numeric, gross numeric, recoveries numeric,
      pf numeric, esic numeric, society numeric, income_tax numeric, insurance numeric, other_deductions numeric,
      total_deductions numeric, net numeric, payment_mode text, payment_reference text, remarks text)
    where e.id = x.id`);
}
