-- The Government overview (modules/compliance-dashboard/overview.queries.ts) read a whole Government's counts with
-- the establishments beside them for its contractor ranking, and its trend from compliance_history, which grows by
-- one row per establishment every morning: after 60 morning runs on the large set (50,205 establishments) the trend
-- alone took 2 s of the database's time a call (docs/benchmarks.md, 'The Government overview').
-- 1. Each establishment's kept counts carry its contractor (an establishment's contractor never changes), and the
--    subproject index holds every column the overview reads, so a Government's counts are an index-only range
--    per subproject.
ALTER TABLE "compliance_counts" ADD COLUMN "contractor_agency_id" uuid;--> statement-breakpoint
UPDATE "compliance_counts" cc SET "contractor_agency_id" = e."contractor_agency_id"
	FROM "establishments" e WHERE e."id" = cc."establishment_id";--> statement-breakpoint
ALTER TABLE "compliance_counts" ALTER COLUMN "contractor_agency_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_counts" ADD CONSTRAINT "compliance_counts_contractor_agency_id_agencies_id_fk" FOREIGN KEY ("contractor_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "compliance_counts_subproject_idx";--> statement-breakpoint
CREATE INDEX "compliance_counts_subproject_idx" ON "compliance_counts" USING btree ("subproject_id")
	INCLUDE ("violations", "warnings", "establishment_id", "contractor_agency_id");--> statement-breakpoint
-- 2. The morning runs' totals per subproject, keyed so that a subproject's last runs are one short range.
CREATE TABLE "compliance_subproject_history" (
	"run_id" uuid NOT NULL,
	"run_started_at" timestamp with time zone NOT NULL,
	"subproject_id" uuid NOT NULL,
	"violations" integer NOT NULL,
	"warnings" integer NOT NULL,
	CONSTRAINT "compliance_subproject_history_subproject_id_run_started_at_run_id_pk"
		PRIMARY KEY ("subproject_id", "run_started_at", "run_id") INCLUDE ("violations", "warnings")
);
--> statement-breakpoint
ALTER TABLE "compliance_subproject_history" ADD CONSTRAINT "compliance_subproject_history_run_id_compliance_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."compliance_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_subproject_history" ADD CONSTRAINT "compliance_subproject_history_subproject_id_subprojects_id_fk" FOREIGN KEY ("subproject_id") REFERENCES "public"."subprojects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "compliance_subproject_history" ("run_id", "run_started_at", "subproject_id", "violations", "warnings")
	SELECT h."run_id", r."started_at", e."subproject_id", sum(h."violations")::int, sum(h."warnings")::int
	FROM "compliance_history" h
	JOIN "compliance_runs" r ON r."id" = h."run_id"
	JOIN "establishments" e ON e."id" = h."establishment_id"
	GROUP BY h."run_id", r."started_at", e."subproject_id";
