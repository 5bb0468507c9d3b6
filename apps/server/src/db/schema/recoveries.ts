import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns.js';
import { employees } from './employees.js';
import { establishments } from './establishments.js';
import { employeeProcesses } from './processes.js';
import { wageRegisters } from './wages.js';

/**
 * A monthly instalment of a recovery (Form C; an employee process of type deduction), migration 0024. `month` is
 * the first day of the month it is due from; `amount` rupees exact to the paisa (the recovery split with the
 * remainder on the last). `wage_register_id` the wage register (Form B) that deducted it: set
 * once when that register is created, so it is deducted once; a cancelled (trigger) or deleted (foreign key)
 * register releases it for the next one. docs/recoveries.md.
 */
export const recoveryInstalments = pgTable(
  'recovery_instalments',
  {
    id: id(),
    processId: uuid('process_id')
      .notNull()
      .references(() => employeeProcesses.id, { onDelete: 'cascade' }),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    month: date('month').notNull(),
    amount: money('amount').notNull(),
    wageRegisterId: uuid('wage_register_id').references(() => wageRegisters.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recovery_instalments_seq_unique').on(t.processId, t.seq),
    index('recovery_instalments_due_idx')
      .on(t.establishmentId, t.employeeId, t.month)
      .where(sql`${t.wageRegisterId} is null`),
    index('recovery_instalments_register_idx')
      .on(t.wageRegisterId)
      .where(sql`${t.wageRegisterId} is not null`),
    check('recovery_instalments_seq_check', sql`${t.seq} >= 1`),
    check('recovery_instalments_month_check', sql`extract(day from ${t.month}) = 1`),
    check('recovery_instalments_amount_check', sql`${t.amount} >= 0`),
  ],
);
