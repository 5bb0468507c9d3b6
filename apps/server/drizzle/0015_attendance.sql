-- Attendance (issue 13, Form D): one register per establishment per day, one entry per worker per day.
-- attendance_entries is the largest table of the product (tens of millions of rows): range-partitioned by month
-- on register_date, partitions made by ensure_attendance_partitions() (called by the migrate step for 24 months
-- back to 3 months ahead, and by seeds and imports for older dates) with a DEFAULT partition for anything else.
-- Every read of entries filters on register_date so the planner prunes to one month.
CREATE TABLE "attendance_registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"register_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_on" timestamp with time zone,
	"is_establishment_closed" boolean DEFAULT false NOT NULL,
	"establishment_closed_reason" text,
	"is_week_off" boolean DEFAULT false NOT NULL,
	"is_automatic" boolean DEFAULT false NOT NULL,
	"week_off_choice" text,
	"wage_register_id" uuid,
	"wage_paid_from" date,
	"wage_paid_till" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_registers_status_check" CHECK ("status" in ('pending', 'completed')),
	CONSTRAINT "attendance_registers_week_off_choice_check" CHECK ("week_off_choice" in ('all', 'manual')),
	CONSTRAINT "attendance_registers_submitted_check" CHECK (("status" = 'completed') = ("submitted_on" is not null)),
	CONSTRAINT "attendance_registers_wage_check" CHECK ("wage_register_id" is not null
		or ("wage_paid_from" is null and "wage_paid_till" is null))
);--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_registers_day_unique" ON "attendance_registers" USING btree ("establishment_id","register_date");--> statement-breakpoint
-- What an entry's composite foreign key points at: an entry's establishment and date are its register's.
CREATE UNIQUE INDEX "attendance_registers_entry_key" ON "attendance_registers" USING btree ("id","establishment_id","register_date");--> statement-breakpoint
CREATE INDEX "attendance_registers_wage_idx" ON "attendance_registers" USING btree ("wage_register_id") WHERE "wage_register_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "attendance_entries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"register_id" uuid NOT NULL,
	"register_date" date NOT NULL,
	"establishment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text,
	"in_time" timestamp,
	"out_time" timestamp,
	"worked_minutes" integer,
	"rest_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_hours" numeric(4, 2) DEFAULT 0 NOT NULL,
	"set_of_work" text,
	"source" text DEFAULT 'form' NOT NULL,
	"submitted_on" timestamp with time zone,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_entries_pkey" PRIMARY KEY ("register_date", "id"),
	CONSTRAINT "attendance_entries_type_check" CHECK ("type" in ('present', 'absent', 'paid_leave', 'week_off')),
	CONSTRAINT "attendance_entries_source_check" CHECK ("source" in ('form', 'weekly_off', 'workbook', 'csv', 'device')),
	-- Times only when Present; the in time on the register's day; the out time after it, at most 24 hours later
	-- (a night shift ends the next day).
	CONSTRAINT "attendance_entries_times_check" CHECK (("type" = 'present' or ("in_time" is null and "out_time" is null))
		and ("in_time" is null or "in_time"::date = "register_date")
		and ("out_time" is null or ("in_time" is not null and "out_time" > "in_time"
			and "out_time" <= "in_time" + interval '24 hours'))),
	CONSTRAINT "attendance_entries_minutes_check" CHECK ("rest_minutes" >= 0 and ("worked_minutes" is null
		or ("worked_minutes" >= 0 and "worked_minutes" <= 1440))),
	CONSTRAINT "attendance_entries_overtime_check" CHECK ("overtime_hours" >= 0 and "overtime_hours" <= 24)
) PARTITION BY RANGE ("register_date");--> statement-breakpoint
CREATE TABLE "attendance_entries_default" PARTITION OF "attendance_entries" DEFAULT;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_register_fk" FOREIGN KEY ("register_id", "establishment_id", "register_date") REFERENCES "public"."attendance_registers"("id", "establishment_id", "register_date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_entries_employee_day_unique" ON "attendance_entries" USING btree ("employee_id","register_date");--> statement-breakpoint
CREATE INDEX "attendance_entries_register_idx" ON "attendance_entries" USING btree ("register_id");--> statement-breakpoint
CREATE INDEX "attendance_entries_establishment_idx" ON "attendance_entries" USING btree ("establishment_id","register_date");--> statement-breakpoint
-- The month partitions covering from_date .. to_date (whole months). Rows of a month already in the default
-- partition move into the new partition. Idempotent; an advisory lock makes concurrent callers take turns.
-- Returns how many partitions it created.
CREATE FUNCTION ensure_attendance_partitions(from_date date, to_date date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', from_date)::date;
  last_month date := date_trunc('month', to_date)::date;
  hi date;
  part text;
  created integer := 0;
BEGIN
  IF from_date IS NULL OR to_date IS NULL THEN
    RAISE EXCEPTION 'ensure_attendance_partitions: both dates are required';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('ensure_attendance_partitions'));
  WHILE m <= last_month LOOP
    part := 'attendance_entries_' || to_char(m, 'YYYY_MM');
    hi := (m + interval '1 month')::date;
    IF to_regclass(part) IS NULL THEN
      IF EXISTS (SELECT 1 FROM attendance_entries_default WHERE register_date >= m AND register_date < hi) THEN
        EXECUTE format('CREATE TABLE %I (LIKE attendance_entries INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part);
        EXECUTE format('WITH moved AS (DELETE FROM attendance_entries_default WHERE register_date >= %L AND register_date < %L RETURNING *)
          INSERT INTO %I SELECT * FROM moved', m, hi, part);
        EXECUTE format('ALTER TABLE attendance_entries ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, m, hi);
      ELSE
        EXECUTE format('CREATE TABLE %I PARTITION OF attendance_entries FOR VALUES FROM (%L) TO (%L)', part, m, hi);
      END IF;
      created := created + 1;
    END IF;
    m := hi;
  END LOOP;
  RETURN created;
END;
$$;--> statement-breakpoint
-- Registers: a few hundred a year per establishment; audited row by row like the other tables.
CREATE TRIGGER attendance_registers_audit AFTER INSERT OR UPDATE OR DELETE ON attendance_registers
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
-- Entries: audited per statement from the transition tables (one INSERT into audit_log per statement, so a
-- bulk COPY of 10,000 rows does not run the row trigger 10,000 times), with audit_row()'s 'changes' policy: an
-- update logs only the changed columns plus id, employee_id and register_date (what names the row). The empty
-- rows a register gets when it is opened (type null, never submitted) are not logged: the register's own
-- insert is; every later change to them is. The actor rules are audit_row()'s (migrations 0008, 0009).
CREATE FUNCTION audit_attendance_entries() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  acting_user uuid := nullif(current_setting('app.user_id', true), '')::uuid;
  acting_agency uuid := nullif(current_setting('app.agency_id', true), '')::uuid;
  acting_system text := nullif(current_setting('app.actor', true), '');
  anything boolean;
BEGIN
  -- A statement that touched no row (a statement trigger still fires) needs no actor.
  IF TG_OP = 'INSERT' THEN
    SELECT EXISTS (SELECT 1 FROM new_rows) INTO anything;
  ELSE
    SELECT EXISTS (SELECT 1 FROM old_rows) INTO anything;
  END IF;
  IF NOT anything THEN RETURN NULL; END IF;
  IF acting_system IS NOT NULL AND acting_system !~ '^system:[a-z0-9][a-z0-9._:-]*$' THEN
    RAISE EXCEPTION 'app.actor must name a system job (system:<job>), not %', acting_system;
  END IF;
  IF acting_user IS NULL AND acting_system IS NULL THEN
    RAISE EXCEPTION 'write to audited table % without an actor', TG_TABLE_NAME
      USING HINT = 'Write through inTransaction(db, actor, work); a system job names itself with systemActor().';
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (op_type, table_name, row_id, old_row, new_row, user_id, agency_id, actor,
      establishment_id, subproject_id, project_id)
    SELECT 'INSERT', 'attendance_entries', n.id::text, NULL, to_jsonb(n) - 'updated_at', acting_user, acting_agency,
      acting_system, n.establishment_id, es.subproject_id, sp.project_id
    FROM new_rows n
    LEFT JOIN establishments es ON es.id = n.establishment_id
    LEFT JOIN subprojects sp ON sp.id = es.subproject_id
    WHERE n.type IS NOT NULL OR n.submitted_on IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_log (op_type, table_name, row_id, old_row, new_row, user_id, agency_id, actor,
      establishment_id, subproject_id, project_id)
    SELECT 'DELETE', 'attendance_entries', o.id::text, to_jsonb(o) - 'updated_at', NULL, acting_user, acting_agency,
      acting_system, o.establishment_id, es.subproject_id, sp.project_id
    FROM old_rows o
    LEFT JOIN establishments es ON es.id = o.establishment_id
    LEFT JOIN subprojects sp ON sp.id = es.subproject_id;
  ELSE
    -- Each row is made jsonb once (MATERIALIZED: else the planner inlines to_jsonb() into every key's test,
    -- 20 times a row, and 5,000 rows take seconds).
    WITH p AS MATERIALIZED (
      SELECT n.id, n.establishment_id, to_jsonb(o) - 'updated_at' AS o, to_jsonb(n) - 'updated_at' AS n
      FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.register_date = n.register_date
    )
    INSERT INTO audit_log (op_type, table_name, row_id, old_row, new_row, user_id, agency_id, actor,
      establishment_id, subproject_id, project_id)
    SELECT 'UPDATE', 'attendance_entries', p.id::text, ch.old_row, ch.new_row, acting_user, acting_agency,
      acting_system, p.establishment_id, es.subproject_id, sp.project_id
    FROM p
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(k.key, p.n -> k.key) AS new_row, jsonb_object_agg(k.key, p.o -> k.key) AS old_row
      FROM jsonb_object_keys(p.n) k(key)
      WHERE p.n -> k.key IS DISTINCT FROM p.o -> k.key OR k.key IN ('id', 'employee_id', 'register_date')
    ) ch
    LEFT JOIN establishments es ON es.id = p.establishment_id
    LEFT JOIN subprojects sp ON sp.id = es.subproject_id
    WHERE p.o <> p.n;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER attendance_entries_audit_insert AFTER INSERT ON attendance_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_attendance_entries();--> statement-breakpoint
CREATE TRIGGER attendance_entries_audit_update AFTER UPDATE ON attendance_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_attendance_entries();--> statement-breakpoint
CREATE TRIGGER attendance_entries_audit_delete AFTER DELETE ON attendance_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_attendance_entries();--> statement-breakpoint
-- Made again after every migrate (db/migrate.ts); here so a database migrated once has this window already.
SELECT ensure_attendance_partitions((current_date - interval '24 months')::date, (current_date + interval '3 months')::date);
