-- Hot paths (issue 10 part 6): the open violations and warnings of each establishment, kept by the compliance
-- engine in the transaction that stores its results (modules/compliance/engine.ts, refreshComplianceCounts), so
-- the project list reads them instead of counting compliance_results items: a Government one row per subproject
-- (compliance_subproject_counts, the sum over its establishments), a contractor or consultant the rows of the
-- establishments it reaches.
-- A database migrated while this file was the placeholder `select 1` (0012 recorded, 0013 after it) never runs it
-- again (the migrator applies only files newer than the last recorded): apply it there by hand with `psql -f`.
-- One row per establishment and the subproject its items carry (the engine writes one, the establishment's);
-- an establishment without items has no row. Filled here from the results already stored.
CREATE TABLE "compliance_counts" (
	"establishment_id" uuid NOT NULL,
	"subproject_id" uuid NOT NULL,
	"violations" integer NOT NULL,
	"warnings" integer NOT NULL,
	CONSTRAINT "compliance_counts_establishment_id_subproject_id_pk" PRIMARY KEY("establishment_id","subproject_id")
);
--> statement-breakpoint
ALTER TABLE "compliance_counts" ADD CONSTRAINT "compliance_counts_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_counts" ADD CONSTRAINT "compliance_counts_subproject_id_subprojects_id_fk" FOREIGN KEY ("subproject_id") REFERENCES "public"."subprojects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_counts_subproject_idx" ON "compliance_counts" USING btree ("subproject_id") INCLUDE ("violations","warnings");--> statement-breakpoint
INSERT INTO "compliance_counts" ("establishment_id", "subproject_id", "violations", "warnings")
	SELECT "establishment_id", "subproject_id",
		(count(*) FILTER (WHERE "severity" = 'violation'))::int,
		(count(*) FILTER (WHERE "severity" = 'warning'))::int
	FROM "compliance_results" GROUP BY "establishment_id", "subproject_id";
--> statement-breakpoint
CREATE TABLE "compliance_subproject_counts" (
	"subproject_id" uuid PRIMARY KEY NOT NULL,
	"violations" integer NOT NULL,
	"warnings" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_subproject_counts" ADD CONSTRAINT "compliance_subproject_counts_subproject_id_subprojects_id_fk" FOREIGN KEY ("subproject_id") REFERENCES "public"."subprojects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "compliance_subproject_counts" ("subproject_id", "violations", "warnings")
	SELECT "subproject_id", sum("violations")::int, sum("warnings")::int FROM "compliance_counts" GROUP BY "subproject_id";
