CREATE TABLE "compliance_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"subproject_id" uuid NOT NULL,
	"rule_code" text NOT NULL,
	"severity" text NOT NULL,
	"due_on" date,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_results_severity_check" CHECK ("compliance_results"."severity" in ('violation', 'warning'))
);
--> statement-breakpoint
CREATE TABLE "establishment_subcontractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"subcontractor_agency_id" uuid NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_login_access" boolean DEFAULT false NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "establishments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subproject_id" uuid NOT NULL,
	"contractor_agency_id" uuid NOT NULL,
	"body" jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"commencement_date" date,
	"completion_body" jsonb,
	"closed_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"government_agency_id" uuid NOT NULL,
	"body" jsonb NOT NULL,
	"completion_body" jsonb,
	"closed_on" date,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subproject_agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subproject_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"consultant_agency_id" uuid,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"termination_body" jsonb,
	"terminated_on" date,
	"signed_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subproject_agencies_kind_check" CHECK ("subproject_agencies"."kind" in ('contractor', 'consultant'))
);
--> statement-breakpoint
CREATE TABLE "subproject_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subproject_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subprojects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"body" jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"completion_body" jsonb,
	"closed_on" date,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_results" ADD CONSTRAINT "compliance_results_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD CONSTRAINT "compliance_results_subproject_id_subprojects_id_fk" FOREIGN KEY ("subproject_id") REFERENCES "public"."subprojects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_subcontractors" ADD CONSTRAINT "establishment_subcontractors_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_subcontractors" ADD CONSTRAINT "establishment_subcontractors_subcontractor_agency_id_agencies_id_fk" FOREIGN KEY ("subcontractor_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_subproject_id_subprojects_id_fk" FOREIGN KEY ("subproject_id") REFERENCES "public"."subprojects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_contractor_agency_id_agencies_id_fk" FOREIGN KEY ("contractor_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_government_agency_id_agencies_id_fk" FOREIGN KEY ("government_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subproject_agencies" ADD CONSTRAINT "subproject_agencies_subproject_id_subprojects_id_fk" FOREIGN KEY ("subproject_id") REFERENCES "public"."subprojects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subproject_agencies" ADD CONSTRAINT "subproject_agencies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subproject_agencies" ADD CONSTRAINT "subproject_agencies_consultant_agency_id_agencies_id_fk" FOREIGN KEY ("consultant_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subproject_users" ADD CONSTRAINT "subproject_users_subproject_id_subprojects_id_fk" FOREIGN KEY ("subproject_id") REFERENCES "public"."subprojects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subproject_users" ADD CONSTRAINT "subproject_users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subproject_users" ADD CONSTRAINT "subproject_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subprojects" ADD CONSTRAINT "subprojects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subprojects" ADD CONSTRAINT "subprojects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_results_subproject_idx" ON "compliance_results" USING btree ("subproject_id","severity");--> statement-breakpoint
CREATE INDEX "compliance_results_establishment_idx" ON "compliance_results" USING btree ("establishment_id","severity");--> statement-breakpoint
CREATE INDEX "establishment_subcontractors_est_idx" ON "establishment_subcontractors" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "establishment_subcontractors_agency_idx" ON "establishment_subcontractors" USING btree ("subcontractor_agency_id");--> statement-breakpoint
CREATE INDEX "establishments_subproject_idx" ON "establishments" USING btree ("subproject_id","contractor_agency_id");--> statement-breakpoint
CREATE INDEX "establishments_contractor_idx" ON "establishments" USING btree ("contractor_agency_id");--> statement-breakpoint
CREATE INDEX "projects_government_idx" ON "projects" USING btree ("government_agency_id","closed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "subproject_agencies_unique" ON "subproject_agencies" USING btree ("subproject_id","kind","agency_id");--> statement-breakpoint
CREATE INDEX "subproject_agencies_agency_idx" ON "subproject_agencies" USING btree ("agency_id","kind");--> statement-breakpoint
CREATE INDEX "subproject_agencies_consultant_idx" ON "subproject_agencies" USING btree ("consultant_agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subproject_users_unique" ON "subproject_users" USING btree ("subproject_id","agency_id","user_id");--> statement-breakpoint
CREATE INDEX "subproject_users_user_idx" ON "subproject_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subprojects_project_idx" ON "subprojects" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER projects_audit AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER subprojects_audit AFTER INSERT OR UPDATE OR DELETE ON subprojects
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER subproject_agencies_audit AFTER INSERT OR UPDATE OR DELETE ON subproject_agencies
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER subproject_users_audit AFTER INSERT OR UPDATE OR DELETE ON subproject_users
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER establishments_audit AFTER INSERT OR UPDATE OR DELETE ON establishments
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER establishment_subcontractors_audit AFTER INSERT OR UPDATE OR DELETE ON establishment_subcontractors
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER files_audit AFTER INSERT OR UPDATE OR DELETE ON files
  FOR EACH ROW EXECUTE FUNCTION audit_row();
