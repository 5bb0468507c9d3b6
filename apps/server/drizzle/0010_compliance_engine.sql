-- The compliance engine (issue 11): runs, their findings and the morning totals. compliance_results has never been
-- written by anything before this migration, so its rows (test fixtures at most) are dropped before the new
-- not-null columns arrive. Storage contract: docs/data-model.md ('Compliance').
CREATE TABLE "compliance_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"establishment_count" integer,
	"item_count" integer,
	"rule_timings" jsonb,
	CONSTRAINT "compliance_runs_kind_check" CHECK ("compliance_runs"."kind" in ('morning', 'establishment'))
);
--> statement-breakpoint
CREATE INDEX "compliance_runs_kind_idx" ON "compliance_runs" USING btree ("kind","started_at");--> statement-breakpoint
DELETE FROM "compliance_results";--> statement-breakpoint
ALTER TABLE "compliance_results" ADD COLUMN "law_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD COLUMN "compliance_type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD COLUMN "summary" text NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD COLUMN "citation" text NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD COLUMN "corrective_url" text NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD COLUMN "record_id" uuid;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD COLUMN "run_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD CONSTRAINT "compliance_results_run_id_compliance_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."compliance_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_results" ADD CONSTRAINT "compliance_results_law_check" CHECK ("compliance_results"."law_id" in ('CLRA', 'OSH', 'BOCW', 'BOCW-CESS', 'COW', 'MW', 'PW', 'ECA', 'MB', 'POSH'));--> statement-breakpoint
ALTER TABLE "compliance_results" ADD CONSTRAINT "compliance_results_type_check" CHECK ("compliance_results"."compliance_type" in ('Setup', 'Periodic', 'Incident'));--> statement-breakpoint
ALTER TABLE "compliance_results" ADD CONSTRAINT "compliance_results_item_unique" UNIQUE NULLS NOT DISTINCT("establishment_id","rule_code","record_id");--> statement-breakpoint
CREATE INDEX "compliance_results_run_idx" ON "compliance_results" USING btree ("run_id");--> statement-breakpoint
CREATE TABLE "compliance_history" (
	"run_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"violations" integer NOT NULL,
	"warnings" integer NOT NULL,
	CONSTRAINT "compliance_history_run_id_establishment_id_pk" PRIMARY KEY("run_id","establishment_id")
);
--> statement-breakpoint
ALTER TABLE "compliance_history" ADD CONSTRAINT "compliance_history_run_id_compliance_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."compliance_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_history" ADD CONSTRAINT "compliance_history_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_history_establishment_idx" ON "compliance_history" USING btree ("establishment_id","run_id");
