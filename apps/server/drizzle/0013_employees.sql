-- The employee register (issue 12): Form A workers, their wage periods and verification forms.
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"subcontractor_agency_id" uuid,
	"employee_code" text NOT NULL,
	"name" text NOT NULL,
	"surname" text,
	"date_of_birth" date NOT NULL,
	"date_of_joining" date NOT NULL,
	"designation" text NOT NULL,
	"skill_category" text NOT NULL,
	"exit_date" date,
	"aadhaar_cipher" text,
	"aadhaar_last4" text,
	"aadhaar_hash" text,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_skill_check" CHECK ("employees"."skill_category" in ('highlySkilled', 'skilled', 'semiSkilled', 'unskilled')),
	CONSTRAINT "employees_exit_check" CHECK ("employees"."exit_date" is null or "employees"."exit_date" >= "employees"."date_of_joining"),
	CONSTRAINT "employees_aadhaar_check" CHECK (("employees"."aadhaar_cipher" is null) = ("employees"."aadhaar_hash" is null) and ("employees"."aadhaar_hash" is null) = ("employees"."aadhaar_last4" is null)
        and ("employees"."aadhaar_last4" is null or "employees"."aadhaar_last4" ~ '^[0-9]{4}$'))
);--> statement-breakpoint
CREATE TABLE "employee_wage_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"wage_amount" numeric(12, 2) NOT NULL,
	"da" numeric(12, 2) NOT NULL,
	"overtime_rate" numeric(12, 2) NOT NULL,
	"overtime_entered" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_wage_periods_period_check" CHECK ("employee_wage_periods"."end_date" is null or "employee_wage_periods"."end_date" >= "employee_wage_periods"."start_date"),
	CONSTRAINT "employee_wage_periods_amounts_check" CHECK ("employee_wage_periods"."wage_amount" > 0 and "employee_wage_periods"."da" >= 0 and "employee_wage_periods"."overtime_rate" >= 0)
);--> statement-breakpoint
CREATE TABLE "employee_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"form_code" text NOT NULL,
	"due_on" date NOT NULL,
	"body" jsonb,
	"submitted_on" timestamp with time zone,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_subcontractor_agency_id_agencies_id_fk" FOREIGN KEY ("subcontractor_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_wage_periods" ADD CONSTRAINT "employee_wage_periods_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_wage_periods" ADD CONSTRAINT "employee_wage_periods_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_wage_periods" ADD CONSTRAINT "employee_wage_periods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_verifications" ADD CONSTRAINT "employee_verifications_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_verifications" ADD CONSTRAINT "employee_verifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_verifications" ADD CONSTRAINT "employee_verifications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_code_unique" ON "employees" USING btree ("establishment_id","employee_code");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_aadhaar_unique" ON "employees" USING btree ("establishment_id","aadhaar_hash");--> statement-breakpoint
CREATE INDEX "employees_aadhaar_hash_idx" ON "employees" USING btree ("aadhaar_hash");--> statement-breakpoint
CREATE INDEX "employees_list_idx" ON "employees" USING btree ("establishment_id","employee_code","id");--> statement-breakpoint
CREATE INDEX "employees_subcontractor_idx" ON "employees" USING btree ("subcontractor_agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_wage_periods_start_unique" ON "employee_wage_periods" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "employee_wage_periods_est_idx" ON "employee_wage_periods" USING btree ("establishment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_verifications_form_unique" ON "employee_verifications" USING btree ("employee_id","form_code");--> statement-breakpoint
CREATE INDEX "employee_verifications_est_idx" ON "employee_verifications" USING btree ("establishment_id");--> statement-breakpoint
-- Wage periods of one employee never overlap, whatever order concurrent requests commit in (btree_gist: 0006).
ALTER TABLE "employee_wage_periods" ADD CONSTRAINT "employee_wage_periods_no_overlap"
  EXCLUDE USING gist ("employee_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);--> statement-breakpoint
-- Audited; 100,000s of workers, so an update logs only what changed, with the code that names the row. The
-- Aadhaar cipher and hash are never logged (the last four digits are).
CREATE TRIGGER employees_audit AFTER INSERT OR UPDATE OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION audit_row('changes', 'updated_at', 'aadhaar_cipher', 'aadhaar_hash', '+employee_code');--> statement-breakpoint
CREATE TRIGGER employee_wage_periods_audit AFTER INSERT OR UPDATE OR DELETE ON employee_wage_periods
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
CREATE TRIGGER employee_verifications_audit AFTER INSERT OR UPDATE OR DELETE ON employee_verifications
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');
