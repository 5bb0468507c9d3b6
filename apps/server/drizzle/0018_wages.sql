-- Wages (issue 14, Form B): one wage register per establishment per wage period (at most a month), one entry per
-- worker employed in the period, computed from the attendance (computeWage, packages/shared/src/wages). Money is
-- numeric(12,2): rupees exact to the paisa, read by the driver as text, never a float (as employee_wage_periods).
CREATE TABLE "wage_registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text,
	"total_entries" integer DEFAULT 0 NOT NULL,
	"entries_completed" integer DEFAULT 0 NOT NULL,
	"total_gross" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_net_payment" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_deduction_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"submitted_on" timestamp with time zone,
	"payslips_given_on" timestamp with time zone,
	"payslips_given_by" uuid,
	"date_of_payment" date,
	"signed_on" timestamp with time zone,
	"signed_by" uuid,
	"reopened_on" timestamp with time zone,
	"resubmitted_on" timestamp with time zone,
	"cancelled_on" timestamp with time zone,
	"body" jsonb DEFAULT '{"name":null,"url":null,"curr_revision":0,"revisions":[]}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_registers_range_check" CHECK ("to_date" >= "from_date"),
	CONSTRAINT "wage_registers_status_check" CHECK ("status" in ('register_completed', 'payslips_given', 'paid_and_signed', 'cancelled')),
	CONSTRAINT "wage_registers_cancelled_check" CHECK (("status" = 'cancelled') = ("cancelled_on" is not null)),
	CONSTRAINT "wage_registers_counts_check" CHECK ("total_entries" >= 0 and "entries_completed" >= 0
		and "entries_completed" <= "total_entries"),
	-- Payslips are confirmed with a date of payment; a signed register has its file.
	CONSTRAINT "wage_registers_payslips_check" CHECK ("status" is distinct from 'payslips_given'
		or ("date_of_payment" is not null and "payslips_given_on" is not null)),
	CONSTRAINT "wage_registers_signed_check" CHECK ("status" is distinct from 'paid_and_signed'
		or ("signed_on" is not null and "date_of_payment" is not null and "body" ->> 'url' is not null))
);--> statement-breakpoint
ALTER TABLE "wage_registers" ADD CONSTRAINT "wage_registers_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_registers" ADD CONSTRAINT "wage_registers_payslips_given_by_users_id_fk" FOREIGN KEY ("payslips_given_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_registers" ADD CONSTRAINT "wage_registers_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_registers" ADD CONSTRAINT "wage_registers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wage_registers_list_idx" ON "wage_registers" USING btree ("establishment_id","from_date");--> statement-breakpoint
-- What an entry's composite foreign key points at: an entry's establishment is its register's.
CREATE UNIQUE INDEX "wage_registers_entry_key" ON "wage_registers" USING btree ("id","establishment_id");--> statement-breakpoint
-- Live registers (every status but cancelled) of one establishment never overlap, whatever order concurrent
-- requests commit in (btree_gist: migration 0006).
ALTER TABLE "wage_registers" ADD CONSTRAINT "wage_registers_no_overlap"
  EXCLUDE USING gist ("establishment_id" WITH =, daterange("from_date", "to_date", '[]') WITH &&)
  WHERE ("status" IS DISTINCT FROM 'cancelled');--> statement-breakpoint
CREATE TABLE "wage_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"register_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"subcontractor_agency_id" uuid,
	"employee_code" text NOT NULL,
	"employee_name" text NOT NULL,
	"skill_category" text NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"present_days" integer DEFAULT 0 NOT NULL,
	"paid_leave_days" integer DEFAULT 0 NOT NULL,
	"absent_days" integer DEFAULT 0 NOT NULL,
	"week_off_days" integer DEFAULT 0 NOT NULL,
	"paid_days" integer DEFAULT 0 NOT NULL,
	"overtime_hours" numeric(7, 2) DEFAULT '0' NOT NULL,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"basic" numeric(12, 2) DEFAULT '0' NOT NULL,
	"da" numeric(12, 2) DEFAULT '0' NOT NULL,
	"overtime" numeric(12, 2) DEFAULT '0' NOT NULL,
	"hra" numeric(12, 2) DEFAULT '0' NOT NULL,
	"other_earnings" numeric(12, 2) DEFAULT '0' NOT NULL,
	"gross" numeric(12, 2) DEFAULT '0' NOT NULL,
	"recoveries" numeric(12, 2) DEFAULT '0' NOT NULL,
	"pf" numeric(12, 2) DEFAULT '0' NOT NULL,
	"esic" numeric(12, 2) DEFAULT '0' NOT NULL,
	"society" numeric(12, 2) DEFAULT '0' NOT NULL,
	"income_tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"insurance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"other_deductions" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_deductions" numeric(12, 2) DEFAULT '0' NOT NULL,
	"net" numeric(12, 2) DEFAULT '0' NOT NULL,
	"payment_mode" text,
	"payment_reference" text,
	"remarks" text,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_on" timestamp with time zone,
	"submitted_by" uuid,
	"wage_status" text,
	"is_revision" boolean DEFAULT false NOT NULL,
	"modified_after_submission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_entries_skill_check" CHECK ("skill_category" in ('highlySkilled', 'skilled', 'semiSkilled', 'unskilled')),
	CONSTRAINT "wage_entries_wage_status_check" CHECK ("wage_status" in ('register_completed', 'payslips_given', 'paid_and_signed')),
	CONSTRAINT "wage_entries_payment_mode_check" CHECK ("payment_mode" in ('bank_transfer', 'cash', 'cheque')),
	CONSTRAINT "wage_entries_days_check" CHECK ("present_days" >= 0 and "paid_leave_days" >= 0 and "absent_days" >= 0
		and "week_off_days" >= 0 and "paid_days" = "present_days" + "paid_leave_days" and "overtime_hours" >= 0),
	-- The lines add up, to the paisa, whatever writes them; deductions at most half of gross (LAW.md row 14).
	CONSTRAINT "wage_entries_amounts_check" CHECK ("basic" >= 0 and "da" >= 0 and "overtime" >= 0 and "hra" >= 0
		and "other_earnings" >= 0 and "recoveries" >= 0 and "pf" >= 0 and "esic" >= 0 and "society" >= 0
		and "income_tax" >= 0 and "insurance" >= 0 and "other_deductions" >= 0
		and "gross" = "basic" + "da" + "overtime" + "hra" + "other_earnings"
		and "total_deductions" = "recoveries" + "pf" + "esic" + "society" + "income_tax" + "insurance" + "other_deductions"
		and "net" = "gross" - "total_deductions"
		and 2 * "total_deductions" <= "gross"),
	-- A revision waits to be submitted again.
	CONSTRAINT "wage_entries_revision_check" CHECK (not "is_revision" or "submitted_on" is null)
);--> statement-breakpoint
-- One foreign key for the register and the establishment together (one check a row, not two, when a register
-- writes its thousand entries; the register's own key holds the establishment).
ALTER TABLE "wage_entries" ADD CONSTRAINT "wage_entries_register_fk" FOREIGN KEY ("register_id","establishment_id") REFERENCES "public"."wage_registers"("id","establishment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A worker the employee register may delete has no attendance, so no line in a live register (its attendance is
-- locked); only a cancelled register's line can remain, and goes with the worker.
ALTER TABLE "wage_entries" ADD CONSTRAINT "wage_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_entries" ADD CONSTRAINT "wage_entries_subcontractor_agency_id_agencies_id_fk" FOREIGN KEY ("subcontractor_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_entries" ADD CONSTRAINT "wage_entries_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wage_entries_employee_unique" ON "wage_entries" USING btree ("register_id","employee_id");--> statement-breakpoint
CREATE INDEX "wage_entries_register_code_idx" ON "wage_entries" USING btree ("register_id","employee_code","id");--> statement-breakpoint
CREATE INDEX "wage_entries_employee_idx" ON "wage_entries" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "wage_entries_establishment_idx" ON "wage_entries" USING btree ("establishment_id");--> statement-breakpoint
-- The register page's counts of revisions and of lines changed after submission: few rows, read by these (the
-- totals and pending come from the register's own counts).
CREATE INDEX "wage_entries_revision_idx" ON "wage_entries" USING btree ("register_id") WHERE "is_revision";--> statement-breakpoint
CREATE INDEX "wage_entries_modified_idx" ON "wage_entries" USING btree ("register_id") WHERE "modified_after_submission";--> statement-breakpoint
-- The attendance registers of a live wage register's dates point at it (and are locked by the attendance module).
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_wage_register_id_wage_registers_id_fk" FOREIGN KEY ("wage_register_id") REFERENCES "public"."wage_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A day's attendance register opened after its wages were paid (a weekly holiday left unopened, a late workbook)
-- belongs to the live wage register covering it from the start, and so is locked like the others.
CREATE FUNCTION attendance_register_wage_link() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.wage_register_id IS NULL THEN
    SELECT w.id, w.from_date, w.to_date INTO NEW.wage_register_id, NEW.wage_paid_from, NEW.wage_paid_till
    FROM wage_registers w
    WHERE w.establishment_id = NEW.establishment_id AND w.status IS DISTINCT FROM 'cancelled'
      AND NEW.register_date BETWEEN w.from_date AND w.to_date
    LIMIT 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER attendance_registers_wage_link BEFORE INSERT ON attendance_registers
  FOR EACH ROW EXECUTE FUNCTION attendance_register_wage_link();--> statement-breakpoint
-- Registers: twelve or so a year per establishment; audited row by row like the other tables.
CREATE TRIGGER wage_registers_audit AFTER INSERT OR UPDATE OR DELETE ON wage_registers
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
-- Entries: up to thousands per register, written in one statement when the register is made, so audited per
-- statement from the transition tables (as attendance_entries, migration 0015): one INSERT into audit_log per
-- statement; an update logs only the changed columns (with their old values) plus id, employee_id and
-- register_id. The lines a new register computes (never submitted) are not logged one by one: the register's own
-- insert is, and every later change to them is (as attendance's empty rows).
CREATE FUNCTION audit_wage_entries() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  acting_user uuid := nullif(current_setting('app.user_id', true), '')::uuid;
  acting_agency uuid := nullif(current_setting('app.agency_id', true), '')::uuid;
  acting_system text := nullif(current_setting('app.actor', true), '');
  anything boolean;
BEGIN
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
    SELECT 'INSERT', 'wage_entries', n.id::text, NULL, to_jsonb(n) - 'updated_at', acting_user, acting_agency,
      acting_system, n.establishment_id, es.subproject_id, sp.project_id
    FROM new_rows n
    LEFT JOIN establishments es ON es.id = n.establishment_id
    LEFT JOIN subprojects sp ON sp.id = es.subproject_id
    WHERE n.submitted_on IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_log (op_type, table_name, row_id, old_row, new_row, user_id, agency_id, actor,
      establishment_id, subproject_id, project_id)
    SELECT 'DELETE', 'wage_entries', o.id::text, to_jsonb(o) - 'updated_at', NULL, acting_user, acting_agency,
      acting_system, o.establishment_id, es.subproject_id, sp.project_id
    FROM old_rows o
    LEFT JOIN establishments es ON es.id = o.establishment_id
    LEFT JOIN subprojects sp ON sp.id = es.subproject_id;
  ELSE
    WITH p AS MATERIALIZED (
      SELECT n.id, n.establishment_id, to_jsonb(o) - 'updated_at' AS o, to_jsonb(n) - 'updated_at' AS n
      FROM new_rows n JOIN old_rows o ON o.id = n.id
    )
    INSERT INTO audit_log (op_type, table_name, row_id, old_row, new_row, user_id, agency_id, actor,
      establishment_id, subproject_id, project_id)
    SELECT 'UPDATE', 'wage_entries', p.id::text, ch.old_row, ch.new_row, acting_user, acting_agency,
      acting_system, p.establishment_id, es.subproject_id, sp.project_id
    FROM p
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(k.key, p.n -> k.key) AS new_row, jsonb_object_agg(k.key, p.o -> k.key) AS old_row
      FROM jsonb_object_keys(p.n) k(key)
      WHERE p.n -> k.key IS DISTINCT FROM p.o -> k.key OR k.key IN ('id', 'employee_id', 'register_id')
    ) ch
    LEFT JOIN establishments es ON es.id = p.establishment_id
    LEFT JOIN subprojects sp ON sp.id = es.subproject_id
    WHERE p.o <> p.n;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER wage_entries_audit_insert AFTER INSERT ON wage_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_wage_entries();--> statement-breakpoint
CREATE TRIGGER wage_entries_audit_update AFTER UPDATE ON wage_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_wage_entries();--> statement-breakpoint
CREATE TRIGGER wage_entries_audit_delete AFTER DELETE ON wage_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_wage_entries();
