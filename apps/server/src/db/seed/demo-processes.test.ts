import { processKindOf, stepClocks, validateForm } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

interface Row {
  id: string;
  type: 'incident' | 'deduction' | 'maternity_leave' | 'termination';
  cms_incident_id: number | null;
  event_date: string;
  status: string;
  exit_date: string | null;
  steps: {
    step: string;
    applies: boolean;
    values: Record<string, unknown> | null;
    due_on: string | null;
    done_on: string | null;
    submitted_on: string | null;
  }[];
}

describe('demo employee processes', () => {
  it('shows every state: ongoing, completed and cancelled; accidents, complaints, terminations; late and on time', async () => {
    const rows = (
      (await ctx.database.db.execute(sql`select p.id, p.type, p.cms_incident_id, to_json(p.event_date) as event_date, e.exit_date::text,
          case when p.cancelled_on is not null then 'Cancelled' when p.submitted_on is not null then 'Completed'
            else 'Ongoing' end as status,
          (select json_agg(json_build_object('step', s.step, 'applies', s.applies, 'values', s.values,
              'due_on', s.due_on, 'done_on', s.done_on, 'submitted_on', s.submitted_on) order by s.position)
            from employee_process_steps s where s.process_id = p.id) as steps
        from employee_processes p join employees e on e.id = p.employee_id`)) as unknown as { rows: Row[] }
    ).rows;
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Ongoing', 'Completed', 'Cancelled']));
    const kinds = new Set(rows.map((r) => `${r.type}${r.cms_incident_id ?? ''}`));
    for (const kind of ['incident1', 'incident2', 'termination']) expect(kinds).toContain(kind);
    const steps = rows.flatMap((r) => r.steps);
    const late = steps.filter((s) => s.done_on && s.due_on && Date.parse(s.done_on) > Date.parse(s.due_on));
    const onTime = steps.filter(
      (s) => s.done_on && s.due_on && Date.parse(s.done_on) <= Date.parse(s.due_on),
    );
    expect(late.length).toBeGreaterThan(0);
    expect(onTime.length).toBeGreaterThan(0);
    expect(steps.some((s) => !s.applies)).toBe(true);
    // A termination ends the worker's link (unless cancelled).
    for (const r of rows.filter((x) => x.type === 'termination' && x.status !== 'Cancelled'))
      expect(r.exit_date).toBe(r.steps[0]!.values!.exit_date);

    // Every saved step passes its own form, and every stored clock is the catalogue's.
    for (const r of rows) {
      const kind = processKindOf(r.type, r.cms_incident_id)!;
      const values = Object.fromEntries(r.steps.filter((s) => s.values).map((s) => [s.step, s.values!]));
      const submittedOn = Object.fromEntries(
        r.steps.filter((s) => s.submitted_on).map((s) => [s.step, new Date(s.submitted_on!).toISOString()]),
      );
      const clocks = stepClocks(kind, {
        eventDate: new Date(r.event_date).toISOString(),
        values,
        submittedOn,
      });
      for (const [i, clock] of clocks.entries()) {
        const stored = r.steps[i]!;
        if (stored.values) {
          const errors = validateForm(
            clock.step.schema,
            { body: stored.values },
            { role: 'Contractor', isEdit: false },
          );
          expect(errors, `${r.id} ${stored.step}`).toEqual({});
        }
        // The remaining maternity payment counts from the proof's submission, which the seed re-dates; the others
        // are as stored.
        expect(stored.applies).toBe(clock.applies);
        if (clock.step.key !== 'payment_remaining')
          expect(stored.due_on ? new Date(stored.due_on).toISOString() : null, `${r.id} ${stored.step}`).toBe(
            clock.dueOn,
          );
      }
    }
  });
});
