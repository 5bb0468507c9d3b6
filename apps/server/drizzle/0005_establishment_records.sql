CREATE TABLE "establishment_licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"license_type" integer NOT NULL,
	"body" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "establishment_min_wages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"body" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "establishment_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"requirement_code" text NOT NULL,
	"body" jsonb,
	"due_on" date,
	"submitted_on" timestamp with time zone,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "establishment_licenses" ADD CONSTRAINT "establishment_licenses_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_licenses" ADD CONSTRAINT "establishment_licenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD CONSTRAINT "establishment_min_wages_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD CONSTRAINT "establishment_min_wages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_requirements" ADD CONSTRAINT "establishment_requirements_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_requirements" ADD CONSTRAINT "establishment_requirements_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "establishment_licenses_est_idx" ON "establishment_licenses" USING btree ("establishment_id","license_type");--> statement-breakpoint
CREATE UNIQUE INDEX "establishment_min_wages_start_unique" ON "establishment_min_wages" USING btree ("establishment_id","start_date");--> statement-breakpoint
CREATE INDEX "establishment_requirements_est_idx" ON "establishment_requirements" USING btree ("establishment_id","requirement_code");--> statement-breakpoint
CREATE TRIGGER establishment_min_wages_audit AFTER INSERT OR UPDATE OR DELETE ON establishment_min_wages
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER establishment_licenses_audit AFTER INSERT OR UPDATE OR DELETE ON establishment_licenses
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER establishment_requirements_audit AFTER INSERT OR UPDATE OR DELETE ON establishment_requirements
  FOR EACH ROW EXECUTE FUNCTION audit_row();
