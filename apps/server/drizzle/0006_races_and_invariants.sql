-- Invariants that concurrent requests cannot break, held by the database itself (issue 9, races).
-- First the rows that races left behind are brought to a state a single request could have left.

-- Approve and undo committed together left establishments open (status 0) with a closing date: the
-- Government's approval stands (the contractor's undo would have been refused after it).
UPDATE establishments
  SET status = 1,
      completion_body = coalesce(completion_body, '{}'::jsonb) || '{"isGovtApproved": {"checked": true}}'::jsonb
  WHERE status = 0 AND closed_on IS NOT NULL;--> statement-breakpoint
-- A To Date before the From Date was never a period: it runs until the next one starts, like any open one.
UPDATE establishment_min_wages SET end_date = NULL WHERE end_date < start_date;--> statement-breakpoint
-- An open-ended period ends the day before a later one starts (the rule the service applies).
UPDATE establishment_min_wages w
  SET end_date = (
    SELECT min(n.start_date) - 1 FROM establishment_min_wages n
    WHERE n.establishment_id = w.establishment_id AND n.start_date > w.start_date
  )
  WHERE w.end_date IS NULL AND EXISTS (
    SELECT 1 FROM establishment_min_wages n
    WHERE n.establishment_id = w.establishment_id AND n.start_date > w.start_date
  );--> statement-breakpoint
-- Periods stored together that still overlap: in the order they were written, the first stays and a later
-- one that overlaps a kept period goes, as if the requests had been served one after another.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, establishment_id, start_date, end_date, created_at FROM establishment_min_wages
      ORDER BY created_at, id LOOP
    DELETE FROM establishment_min_wages w WHERE w.id = r.id AND EXISTS (
      SELECT 1 FROM establishment_min_wages k
      WHERE k.establishment_id = r.establishment_id AND (k.created_at, k.id) < (r.created_at, r.id)
        AND daterange(k.start_date, k.end_date, '[]') && daterange(r.start_date, r.end_date, '[]'));
  END LOOP;
END $$;--> statement-breakpoint
DROP INDEX "establishment_requirements_est_idx";--> statement-breakpoint
DROP INDEX "establishment_subcontractors_est_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "establishment_requirements_code_unique" ON "establishment_requirements" USING btree ("establishment_id","requirement_code");--> statement-breakpoint
CREATE UNIQUE INDEX "establishment_subcontractors_unique" ON "establishment_subcontractors" USING btree ("establishment_id","subcontractor_agency_id");--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD CONSTRAINT "establishment_min_wages_period_check" CHECK ("establishment_min_wages"."end_date" is null or "establishment_min_wages"."end_date" >= "establishment_min_wages"."start_date");--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_state_check" CHECK ("establishments"."status" in (0, 1, 2) and ("establishments"."status" <> 0 or "establishments"."closed_on" is null));--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD CONSTRAINT "establishment_min_wages_no_overlap"
  EXCLUDE USING gist ("establishment_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
