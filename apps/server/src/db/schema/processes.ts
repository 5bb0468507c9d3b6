import { PROCESS_TYPES, type ProcessType } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, oneOf, updatedAt } from './columns.js';
import { employees } from './employees.js';
import { establishments } from './establishments.js';
import { users } from './users.js';

/**
 * An employee process (migration 0023; spec part 2 'Incidents'): a workplace accident or harassment complaint
 * (type 'incident' with cms_incident_id 1 or 2), a recovery (Form C), maternity leave (Form E) or a termination,
 * about one worker of one establishment. `event_date` is the event its clocks start from (the first step's event
 * field), `body` the first step's values. Status is derived: Cancelled (cancelled_on), Completed (submitted_on: every
 * applicable step submitted), else Ongoing.
 */
export const employeeProcesses = pgTable(
  'employee_processes',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    type: text('type').$type<ProcessType>().notNull(),
    cmsIncidentId: smallint('cms_incident_id'),
    eventDate: timestamp('event_date', { withTimezone: true, mode: 'string' }).notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull().default({}),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
    submittedOn: timestamp('submitted_on', { withTimezone: true, mode: 'string' }),
    cancelReason: text('cancel_reason'),
    cancelledOn: timestamp('cancelled_on', { withTimezone: true, mode: 'string' }),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('employee_processes_list_idx').on(
      t.establishmentId,
      t.type,
      t.cmsIncidentId,
      t.eventDate.desc(),
      t.id,
    ),
    index('employee_processes_employee_idx').on(t.employeeId),
    check('employee_processes_type_check', oneOf(t.type, PROCESS_TYPES)),
    check(
      'employee_processes_incident_check',
      sql`(${t.type} = 'incident') = (${t.cmsIncidentId} is not null) and (${t.cmsIncidentId} is null or ${t.cmsIncidentId} in (1, 2))`,
    ),
    check(
      'employee_processes_cancel_check',
      sql`(${t.cancelReason} is null) = (${t.cancelledOn} is null) and (${t.cancelledOn} is null) = (${t.cancelledBy} is null)`,
    ),
  ],
);

/**
 * A step of a process, one row per catalogue step made with the process (`step_id` the catalogue's numeric id,
 * `step` its key, `position` its order). `applies` false for a step that does not apply (Form EE of a minor
 * accident); `due_on` once its clock can be computed; `values` (the step form's body), `done_on` (when its action
 * took place, from its form), `submitted_on` and `submitted_by` once saved.
 */
export const employeeProcessSteps = pgTable(
  'employee_process_steps',
  {
    id: id(),
    processId: uuid('process_id')
      .notNull()
      .references(() => employeeProcesses.id, { onDelete: 'cascade' }),
    stepId: smallint('step_id').notNull(),
    step: text('step').notNull(),
    position: smallint('position').notNull(),
    applies: boolean('applies').notNull().default(true),
    values: jsonb('values').$type<Record<string, unknown>>(),
    dueOn: timestamp('due_on', { withTimezone: true, mode: 'string' }),
    doneOn: timestamp('done_on', { withTimezone: true, mode: 'string' }),
    submittedOn: timestamp('submitted_on', { withTimezone: true, mode: 'string' }),
    submittedBy: uuid('submitted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employee_process_steps_step_unique').on(t.processId, t.step),
    index('employee_process_steps_pending_idx')
      .on(t.dueOn)
      .where(sql`${t.submittedOn} is null and ${t.applies}`),
    check(
      'employee_process_steps_submitted_check',
      sql`(${t.submittedOn} is null) = (${t.values} is null) and (${t.submittedOn} is null) = (${t.submittedBy} is null) and (${t.submittedOn} is null or ${t.doneOn} is not null)`,
    ),
  ],
);
