-- Typed data (issue 10, part 4): money in numeric columns, status values and invariants held by CHECK
-- constraints, and an audit trail that refuses a write naming no actor.

-- Data fixed below is written by this migration, and the audit trail says so.
SELECT set_config('app.actor', 'system:migration-0008', true);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor" text;--> statement-breakpoint
-- Every write to an audited table names who made it: a person (app.user_id, set by inTransaction from the
-- session) or a system job (app.actor = 'system:<job>': seeds, migrations' data fixes, the mail worker,
-- housekeeping). A write that names neither was made outside inTransaction and is refused, so the log never
-- holds a change by nobody.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  hidden text;
  acting_user uuid := nullif(current_setting('app.user_id', true), '')::uuid;
  acting_agency uuid := nullif(current_setting('app.agency_id', true), '')::uuid;
  acting_system text := nullif(current_setting('app.actor', true), '');
BEGIN
  IF acting_system IS NOT NULL AND acting_system !~ '^system:[a-z0-9][a-z0-9._:-]*$' THEN
    RAISE EXCEPTION 'app.actor must name a system job (system:<job>), not %', acting_system;
  END IF;
  IF acting_user IS NULL AND acting_system IS NULL THEN
    RAISE EXCEPTION 'write to audited table % without an actor', TG_TABLE_NAME
      USING HINT = 'Write through inTransaction(db, actor, work); a system job names itself with systemActor().';
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_NARGS > 0 THEN
    FOREACH hidden IN ARRAY TG_ARGV LOOP
      old_row := old_row - hidden;
      new_row := new_row - hidden;
    END LOOP;
  END IF;
  -- An UPDATE that changed only hidden or bookkeeping columns is not worth a log line.
  IF TG_OP = 'UPDATE' AND (old_row - 'updated_at' - 'last_login') = (new_row - 'updated_at' - 'last_login') THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_log (op_type, table_name, row_id, old_row, new_row, user_id, agency_id, actor)
  VALUES (TG_OP, TG_TABLE_NAME, coalesce(new_row, old_row) ->> 'id', old_row, new_row, acting_user, acting_agency,
    acting_system);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Minimum wages move from rupee strings in body jsonb to numeric(12,2) columns, exact to the paisa. An amount
-- that is not rupees with at most two decimals stops the migration with the period it belongs to, rather than
-- being guessed.
CREATE FUNCTION pg_temp.min_wage_rupees(wage_id uuid, amount text, what text) RETURNS numeric
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF amount IS NULL OR btrim(amount) !~ '^\d{1,9}(\.\d{1,2})?$' THEN
    RAISE EXCEPTION 'Minimum wage period % holds no amount in rupees for %: %', wage_id, what, coalesce(amount, 'nothing')
      USING HINT = 'Correct that amount in establishment_min_wages.body and start again.';
  END IF;
  RETURN btrim(amount)::numeric(12, 2);
END;
$$;--> statement-breakpoint
-- Overtime: {value, entered} as the form sends it, or a plain amount (rows written before that shape). The
-- calculation is twice the hourly minimum wage, (basic + DA) / 8 * 2, rounded to the paisa half up, as
-- defaultOvertimePaise does. A stored value is kept as it is; a plain amount counts as typed unless it equals
-- the calculation; a missing one (or one marked typed but empty) is the calculation.
CREATE FUNCTION pg_temp.min_wage_overtime(wage_id uuid, body jsonb, skill text, OUT amount numeric, OUT entered boolean)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  ot jsonb := body -> skill -> 'overTime';
  stored text;
  calculated numeric := floor(
    ((pg_temp.min_wage_rupees(wage_id, body -> skill ->> 'minimumBasic', skill || '.minimumBasic')
      + pg_temp.min_wage_rupees(wage_id, body -> skill ->> 'da', skill || '.da')) * 200 + 4) / 8
  ) / 100;
BEGIN
  IF jsonb_typeof(ot) = 'object' THEN
    stored := ot ->> 'value';
    entered := coalesce(ot -> 'entered' = 'true'::jsonb, false);
  ELSE
    stored := ot #>> '{}';
    entered := NULL;
  END IF;
  IF stored IS NULL OR btrim(stored) = '' THEN
    amount := calculated;
    entered := false;
    RETURN;
  END IF;
  amount := pg_temp.min_wage_rupees(wage_id, stored, skill || '.overTime');
  entered := coalesce(entered, amount <> calculated);
END;
$$;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "highly_skilled_basic" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "highly_skilled_da" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "highly_skilled_overtime" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "highly_skilled_overtime_entered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "skilled_basic" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "skilled_da" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "skilled_overtime" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "skilled_overtime_entered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "semi_skilled_basic" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "semi_skilled_da" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "semi_skilled_overtime" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "semi_skilled_overtime_entered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "unskilled_basic" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "unskilled_da" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "unskilled_overtime" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD COLUMN "unskilled_overtime_entered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The amounts change place, not value: no log line for the move.
ALTER TABLE "establishment_min_wages" DISABLE TRIGGER establishment_min_wages_audit;--> statement-breakpoint
UPDATE "establishment_min_wages" w SET
  "highly_skilled_basic" = pg_temp.min_wage_rupees(w.id, w.body -> 'highlySkilled' ->> 'minimumBasic', 'highlySkilled.minimumBasic'),
  "highly_skilled_da" = pg_temp.min_wage_rupees(w.id, w.body -> 'highlySkilled' ->> 'da', 'highlySkilled.da'),
  "highly_skilled_overtime" = (pg_temp.min_wage_overtime(w.id, w.body, 'highlySkilled')).amount,
  "highly_skilled_overtime_entered" = (pg_temp.min_wage_overtime(w.id, w.body, 'highlySkilled')).entered,
  "skilled_basic" = pg_temp.min_wage_rupees(w.id, w.body -> 'skilled' ->> 'minimumBasic', 'skilled.minimumBasic'),
  "skilled_da" = pg_temp.min_wage_rupees(w.id, w.body -> 'skilled' ->> 'da', 'skilled.da'),
  "skilled_overtime" = (pg_temp.min_wage_overtime(w.id, w.body, 'skilled')).amount,
  "skilled_overtime_entered" = (pg_temp.min_wage_overtime(w.id, w.body, 'skilled')).entered,
  "semi_skilled_basic" = pg_temp.min_wage_rupees(w.id, w.body -> 'semiSkilled' ->> 'minimumBasic', 'semiSkilled.minimumBasic'),
  "semi_skilled_da" = pg_temp.min_wage_rupees(w.id, w.body -> 'semiSkilled' ->> 'da', 'semiSkilled.da'),
  "semi_skilled_overtime" = (pg_temp.min_wage_overtime(w.id, w.body, 'semiSkilled')).amount,
  "semi_skilled_overtime_entered" = (pg_temp.min_wage_overtime(w.id, w.body, 'semiSkilled')).entered,
  "unskilled_basic" = pg_temp.min_wage_rupees(w.id, w.body -> 'unskilled' ->> 'minimumBasic', 'unskilled.minimumBasic'),
  "unskilled_da" = pg_temp.min_wage_rupees(w.id, w.body -> 'unskilled' ->> 'da', 'unskilled.da'),
  "unskilled_overtime" = (pg_temp.min_wage_overtime(w.id, w.body, 'unskilled')).amount,
  "unskilled_overtime_entered" = (pg_temp.min_wage_overtime(w.id, w.body, 'unskilled')).entered;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ENABLE TRIGGER establishment_min_wages_audit;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "highly_skilled_basic" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "highly_skilled_da" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "highly_skilled_overtime" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "skilled_basic" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "skilled_da" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "skilled_overtime" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "semi_skilled_basic" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "semi_skilled_da" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "semi_skilled_overtime" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "unskilled_basic" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "unskilled_da" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ALTER COLUMN "unskilled_overtime" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "establishment_min_wages" DROP COLUMN "body";--> statement-breakpoint
DROP FUNCTION pg_temp.min_wage_overtime(uuid, jsonb, text);--> statement-breakpoint
DROP FUNCTION pg_temp.min_wage_rupees(uuid, text, text);--> statement-breakpoint
-- One row per period and skill category, for the wage checks: the daily rate of category X on day D is
-- daily_rate where skill_category = X and daterange(start_date, end_date, '[]') @> D.
CREATE VIEW "establishment_min_wage_rates" AS
  SELECT w.id AS min_wage_id, w.establishment_id, w.start_date, w.end_date, r.skill_category, r.basic, r.da,
    r.basic + r.da AS daily_rate, r.overtime, r.overtime_entered
  FROM "establishment_min_wages" w
  CROSS JOIN LATERAL (VALUES
    ('highlySkilled', w.highly_skilled_basic, w.highly_skilled_da, w.highly_skilled_overtime, w.highly_skilled_overtime_entered),
    ('skilled', w.skilled_basic, w.skilled_da, w.skilled_overtime, w.skilled_overtime_entered),
    ('semiSkilled', w.semi_skilled_basic, w.semi_skilled_da, w.semi_skilled_overtime, w.semi_skilled_overtime_entered),
    ('unskilled', w.unskilled_basic, w.unskilled_da, w.unskilled_overtime, w.unskilled_overtime_entered)
  ) AS r (skill_category, basic, da, overtime, overtime_entered);--> statement-breakpoint
-- Rows the new constraints would refuse, brought to what the product means by them: a cancelled establishment
-- closed on the day it was last changed (India time); a subproject's status says whether work is recorded.
UPDATE "establishments" SET "closed_on" = ("updated_at" AT TIME ZONE 'Asia/Kolkata')::date
  WHERE "status" = 2 AND "closed_on" IS NULL;--> statement-breakpoint
UPDATE "subprojects" s SET "status" = CASE
    WHEN EXISTS (SELECT 1 FROM "establishments" e WHERE e."subproject_id" = s."id") THEN 2 ELSE 0 END
  WHERE s."status" NOT IN (0, 2);--> statement-breakpoint
ALTER TABLE "establishments" DROP CONSTRAINT "establishments_state_check";--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_purpose_check" CHECK ("password_tokens"."purpose" in ('reset', 'invite', 'email-change'));--> statement-breakpoint
ALTER TABLE "establishment_licenses" ADD CONSTRAINT "establishment_licenses_type_check" CHECK ("establishment_licenses"."license_type" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "establishment_licenses" ADD CONSTRAINT "establishment_licenses_period_check" CHECK ("establishment_licenses"."end_date" >= "establishment_licenses"."start_date");--> statement-breakpoint
ALTER TABLE "establishment_min_wages" ADD CONSTRAINT "establishment_min_wages_amounts_check" CHECK (least("establishment_min_wages"."highly_skilled_basic", "establishment_min_wages"."highly_skilled_da", "establishment_min_wages"."highly_skilled_overtime",
        "establishment_min_wages"."skilled_basic", "establishment_min_wages"."skilled_da", "establishment_min_wages"."skilled_overtime",
        "establishment_min_wages"."semi_skilled_basic", "establishment_min_wages"."semi_skilled_da", "establishment_min_wages"."semi_skilled_overtime",
        "establishment_min_wages"."unskilled_basic", "establishment_min_wages"."unskilled_da", "establishment_min_wages"."unskilled_overtime") >= 0);--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_state_check" CHECK ("establishments"."status" in (0, 1, 2)
        and ("establishments"."status" <> 0 or "establishments"."closed_on" is null)
        and ("establishments"."status" <> 2 or "establishments"."closed_on" is not null));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_size_check" CHECK ("files"."size_bytes" between 0 and 5242880);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "subproject_agencies" ADD CONSTRAINT "subproject_agencies_consultant_check" CHECK ("subproject_agencies"."consultant_agency_id" is null or ("subproject_agencies"."kind" = 'contractor' and "subproject_agencies"."consultant_agency_id" <> "subproject_agencies"."agency_id"));--> statement-breakpoint
ALTER TABLE "subprojects" ADD CONSTRAINT "subprojects_status_check" CHECK ("subprojects"."status" in (0, 2));--> statement-breakpoint
SELECT set_config('app.actor', '', true);
