-- Employee processes (issue 15, spec part 2 'Incidents'): a workplace accident or harassment complaint (type
-- incident, cms_incident_id 1 or 2), a recovery (deduction, Form C), maternity leave (Form E) or a termination, each
-- about one worker of one establishment, and its steps from the catalogue (packages/shared/src/domain/process-steps.ts).
-- The status is derived: Cancelled when cancelled_on is set, Completed when submitted_on is (every applicable step
-- submitted), else Ongoing. A step's due_on is stored once its clock can be computed; done_on is when its action
-- took place as its form says, which the compliance rules compare with due_on.
CREATE TABLE "employee_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"cms_incident_id" smallint,
	"event_date" timestamp with time zone NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"submitted_on" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_on" timestamp with time zone,
	"cancelled_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_processes_type_check" CHECK ("type" in ('incident', 'deduction', 'maternity_leave', 'termination')),
	-- An incident is an accident (1) or a harassment complaint (2); the other types have no incident kind.
	CONSTRAINT "employee_processes_incident_check" CHECK (("type" = 'incident') = ("cms_incident_id" is not null)
		and ("cms_incident_id" is null or "cms_incident_id" in (1, 2))),
	CONSTRAINT "employee_processes_cancel_check" CHECK (("cancel_reason" is null) = ("cancelled_on" is null)
		and ("cancelled_on" is null) = ("cancelled_by" is null))
);--> statement-breakpoint
ALTER TABLE "employee_processes" ADD CONSTRAINT "employee_processes_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A worker the employee register may delete (recorded by mistake, no attendance) takes its records with it, as
-- its wage lines (migration 0018).
ALTER TABLE "employee_processes" ADD CONSTRAINT "employee_processes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_processes" ADD CONSTRAINT "employee_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_processes" ADD CONSTRAINT "employee_processes_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The lists: one establishment's processes of a type (and incident kind), newest event first.
CREATE INDEX "employee_processes_list_idx" ON "employee_processes" USING btree ("establishment_id","type","cms_incident_id","event_date" DESC,"id");--> statement-breakpoint
CREATE INDEX "employee_processes_employee_idx" ON "employee_processes" USING btree ("employee_id");--> statement-breakpoint
CREATE TABLE "employee_process_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"step_id" smallint NOT NULL,
	"step" text NOT NULL,
	"position" smallint NOT NULL,
	"applies" boolean DEFAULT true NOT NULL,
	"values" jsonb,
	"due_on" timestamp with time zone,
	"done_on" timestamp with time zone,
	"submitted_on" timestamp with time zone,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- A submitted step has its values and the moment its action took place.
	CONSTRAINT "employee_process_steps_submitted_check" CHECK (("submitted_on" is null) = ("values" is null)
		and ("submitted_on" is null) = ("submitted_by" is null)
		and ("submitted_on" is null or "done_on" is not null))
);--> statement-breakpoint
ALTER TABLE "employee_process_steps" ADD CONSTRAINT "employee_process_steps_process_id_employee_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."employee_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_process_steps" ADD CONSTRAINT "employee_process_steps_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_process_steps_step_unique" ON "employee_process_steps" USING btree ("process_id","step");--> statement-breakpoint
-- The clocks the compliance rules read: applicable steps not yet submitted, by due time.
CREATE INDEX "employee_process_steps_pending_idx" ON "employee_process_steps" USING btree ("due_on") WHERE "submitted_on" is null and "applies";--> statement-breakpoint
CREATE TRIGGER employee_processes_audit AFTER INSERT OR UPDATE OR DELETE ON employee_processes
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
CREATE TRIGGER employee_process_steps_audit AFTER INSERT OR UPDATE OR DELETE ON employee_process_steps
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');
