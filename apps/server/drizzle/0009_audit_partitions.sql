-- Audit log ready for volume (issue 10, part 5): typed parent ids set by the trigger (establishment, subproject,
-- project) instead of filters on coalesce(new_row, old_row) ->> 'establishment_id'; monthly range partitions on
-- created_on, created ahead by audit_log_partitions() (called after migrating at every start and by the
-- housekeeping job) with a default partition for anything outside them; a per-table policy ('rows': both full
-- rows; 'changes': an update logs only the changed columns) and the ignored columns as trigger arguments.
ALTER TABLE "audit_log" RENAME TO "audit_log_unpartitioned";--> statement-breakpoint
ALTER INDEX "audit_log_pkey" RENAME TO "audit_log_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "audit_log_row_idx" RENAME TO "audit_log_unpartitioned_row_idx";--> statement-breakpoint
ALTER INDEX "audit_log_created_idx" RENAME TO "audit_log_unpartitioned_created_idx";--> statement-breakpoint
CREATE TABLE "audit_log" (
  "id" bigint NOT NULL DEFAULT nextval('audit_log_id_seq'),
  "op_type" text NOT NULL,
  "table_name" text NOT NULL,
  "row_id" text,
  "old_row" jsonb,
  "new_row" jsonb,
  "user_id" uuid,
  "agency_id" uuid,
  "actor" text,
  "establishment_id" uuid,
  "subproject_id" uuid,
  "project_id" uuid,
  "created_on" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id", "created_on")
) PARTITION BY RANGE ("created_on");--> statement-breakpoint
ALTER SEQUENCE "audit_log_id_seq" OWNED BY "audit_log"."id";--> statement-breakpoint
CREATE TABLE "audit_log_default" PARTITION OF "audit_log" DEFAULT;--> statement-breakpoint
CREATE INDEX "audit_log_row_idx" ON "audit_log" ("table_name", "row_id", "created_on");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" ("created_on");--> statement-breakpoint
CREATE INDEX "audit_log_establishment_idx" ON "audit_log" ("establishment_id", "created_on", "id")
  WHERE "establishment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_subproject_idx" ON "audit_log" ("subproject_id", "created_on", "id")
  WHERE "subproject_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_project_idx" ON "audit_log" ("project_id", "created_on", "id")
  WHERE "project_id" IS NOT NULL;--> statement-breakpoint
-- The month partitions from the first month holding rows in the default partition (or this month) to
-- months_ahead months from now (UTC months). Rows of a month already in the default partition move into the new
-- partition. Idempotent; an advisory lock makes concurrent callers (several API instances) take turns.
CREATE FUNCTION audit_log_partitions(months_ahead integer DEFAULT 3) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  m timestamp;
  last_month timestamp := date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => months_ahead);
  lo timestamptz;
  hi timestamptz;
  part text;
  created integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_log_partitions'));
  SELECT date_trunc('month', min(created_on) AT TIME ZONE 'UTC') INTO m FROM audit_log_default;
  m := least(coalesce(m, 'infinity'), date_trunc('month', now() AT TIME ZONE 'UTC'));
  WHILE m <= last_month LOOP
    part := 'audit_log_' || to_char(m, 'YYYY_MM');
    lo := m AT TIME ZONE 'UTC';
    hi := (m + interval '1 month') AT TIME ZONE 'UTC';
    IF to_regclass(part) IS NULL THEN
      IF EXISTS (SELECT 1 FROM audit_log_default WHERE created_on >= lo AND created_on < hi) THEN
        EXECUTE format('CREATE TABLE %I (LIKE audit_log INCLUDING DEFAULTS)', part);
        EXECUTE format('WITH moved AS (DELETE FROM audit_log_default WHERE created_on >= %L AND created_on < %L RETURNING *)
          INSERT INTO %I SELECT * FROM moved', lo, hi, part);
        EXECUTE format('ALTER TABLE audit_log ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
      ELSE
        EXECUTE format('CREATE TABLE %I PARTITION OF audit_log FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
      END IF;
      created := created + 1;
    END IF;
    m := m + interval '1 month';
  END LOOP;
  RETURN created;
END;
$$;--> statement-breakpoint
-- Existing rows move over with their parents: from the live tables, else (a deleted parent) from the log itself.
INSERT INTO "audit_log_default" ("id", "op_type", "table_name", "row_id", "old_row", "new_row", "user_id", "agency_id",
  "actor", "establishment_id", "subproject_id", "project_id", "created_on")
SELECT o.id, o.op_type, o.table_name, o.row_id, o.old_row, o.new_row, o.user_id, o.agency_id, o.actor,
  e.establishment_id, s.subproject_id, p.project_id, o.created_on
FROM "audit_log_unpartitioned" o
CROSS JOIN LATERAL (SELECT coalesce(o.new_row, o.old_row) AS r) logged
CROSS JOIN LATERAL (SELECT CASE WHEN o.table_name = 'establishments' THEN (logged.r ->> 'id')::uuid
  ELSE (logged.r ->> 'establishment_id')::uuid END AS establishment_id) e
CROSS JOIN LATERAL (SELECT coalesce(
  CASE WHEN o.table_name = 'subprojects' THEN (logged.r ->> 'id')::uuid ELSE (logged.r ->> 'subproject_id')::uuid END,
  (SELECT es.subproject_id FROM establishments es WHERE es.id = e.establishment_id),
  (SELECT (coalesce(a.new_row, a.old_row) ->> 'subproject_id')::uuid FROM "audit_log_unpartitioned" a
    WHERE a.table_name = 'establishments' AND a.row_id = e.establishment_id::text LIMIT 1)
) AS subproject_id) s
CROSS JOIN LATERAL (SELECT coalesce(
  CASE WHEN o.table_name = 'projects' THEN (logged.r ->> 'id')::uuid ELSE (logged.r ->> 'project_id')::uuid END,
  (SELECT sp.project_id FROM subprojects sp WHERE sp.id = s.subproject_id),
  (SELECT (coalesce(a.new_row, a.old_row) ->> 'project_id')::uuid FROM "audit_log_unpartitioned" a
    WHERE a.table_name = 'subprojects' AND a.row_id = s.subproject_id::text LIMIT 1)
) AS project_id) p;--> statement-breakpoint
DROP TABLE "audit_log_unpartitioned";--> statement-breakpoint
SELECT audit_log_partitions();--> statement-breakpoint
-- audit_row(policy, argument...): policy 'rows' logs both full rows; 'changes' logs, for an update, only the
-- columns that changed (attendance entries will be the largest table: not two full rows per change). Then each
-- argument names a column never logged and never counted as a change (the password hash, bookkeeping
-- timestamps), or with a leading '+' a column an update under 'changes' always logs (what names the row).
-- The actor rules are migration 0008's. Parent ids: a row of establishments, subprojects or projects is its own
-- parent; else its establishment_id, subproject_id and project_id columns, and the missing ones from the parent
-- row (or, for a parent deleted in the same statement, from the parent's own latest log entry).
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  full_row jsonb;
  policy text := coalesce(TG_ARGV[0], 'rows');
  always_logged text[] := ARRAY['id'];
  changed text[];
  i integer;
  est uuid;
  sub uuid;
  proj uuid;
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
  IF policy NOT IN ('rows', 'changes') THEN
    RAISE EXCEPTION 'audit_row: unknown policy % on %', policy, TG_TABLE_NAME;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  full_row := coalesce(new_row, old_row);
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    IF left(TG_ARGV[i], 1) = '+' THEN
      always_logged := always_logged || substr(TG_ARGV[i], 2);
    ELSE
      old_row := old_row - TG_ARGV[i];
      new_row := new_row - TG_ARGV[i];
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' THEN
    -- An update of ignored columns only is not worth a log line.
    IF old_row = new_row THEN RETURN NULL; END IF;
    IF policy = 'changes' THEN
      SELECT array_agg(n.key) INTO changed FROM jsonb_each(new_row) n
        WHERE n.value IS DISTINCT FROM old_row -> n.key OR n.key = ANY (always_logged);
      SELECT jsonb_object_agg(n.key, n.value) INTO new_row FROM jsonb_each(new_row) n WHERE n.key = ANY (changed);
      SELECT jsonb_object_agg(o.key, o.value) INTO old_row FROM jsonb_each(old_row) o WHERE o.key = ANY (changed);
    END IF;
  END IF;
  est := CASE WHEN TG_TABLE_NAME = 'establishments' THEN (full_row ->> 'id')::uuid
    ELSE (full_row ->> 'establishment_id')::uuid END;
  sub := CASE WHEN TG_TABLE_NAME = 'subprojects' THEN (full_row ->> 'id')::uuid
    ELSE (full_row ->> 'subproject_id')::uuid END;
  proj := CASE WHEN TG_TABLE_NAME = 'projects' THEN (full_row ->> 'id')::uuid
    ELSE (full_row ->> 'project_id')::uuid END;
  IF sub IS NULL AND est IS NOT NULL THEN
    SELECT es.subproject_id INTO sub FROM establishments es WHERE es.id = est;
    IF sub IS NULL THEN
      SELECT a.subproject_id INTO sub FROM audit_log a
        WHERE a.establishment_id = est AND a.table_name = 'establishments' ORDER BY a.created_on DESC LIMIT 1;
    END IF;
  END IF;
  IF proj IS NULL AND sub IS NOT NULL THEN
    SELECT sp.project_id INTO proj FROM subprojects sp WHERE sp.id = sub;
    IF proj IS NULL THEN
      SELECT a.project_id INTO proj FROM audit_log a
        WHERE a.subproject_id = sub AND a.table_name = 'subprojects' ORDER BY a.created_on DESC LIMIT 1;
    END IF;
  END IF;
  INSERT INTO audit_log (op_type, table_name, row_id, old_row, new_row, user_id, agency_id, actor,
    establishment_id, subproject_id, project_id)
  VALUES (TG_OP, TG_TABLE_NAME, full_row ->> 'id', old_row, new_row, acting_user, acting_agency, acting_system,
    est, sub, proj);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The policy of each audited table. Bookkeeping columns (updated_at, sign-in times) are ignored everywhere;
-- requirements (seven per establishment, the largest table today) log only what an update changed.
DROP TRIGGER agencies_audit ON agencies;--> statement-breakpoint
CREATE TRIGGER agencies_audit AFTER INSERT OR UPDATE OR DELETE ON agencies
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER users_audit ON users;--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'password_hash', 'password_changed_at', 'last_login',
    'previous_login', 'updated_at');--> statement-breakpoint
DROP TRIGGER user_agencies_audit ON user_agencies;--> statement-breakpoint
CREATE TRIGGER user_agencies_audit AFTER INSERT OR UPDATE OR DELETE ON user_agencies
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER kits_audit ON kits;--> statement-breakpoint
CREATE TRIGGER kits_audit AFTER INSERT OR UPDATE OR DELETE ON kits
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER projects_audit ON projects;--> statement-breakpoint
CREATE TRIGGER projects_audit AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER subprojects_audit ON subprojects;--> statement-breakpoint
CREATE TRIGGER subprojects_audit AFTER INSERT OR UPDATE OR DELETE ON subprojects
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER subproject_agencies_audit ON subproject_agencies;--> statement-breakpoint
CREATE TRIGGER subproject_agencies_audit AFTER INSERT OR UPDATE OR DELETE ON subproject_agencies
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER subproject_users_audit ON subproject_users;--> statement-breakpoint
CREATE TRIGGER subproject_users_audit AFTER INSERT OR UPDATE OR DELETE ON subproject_users
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER establishments_audit ON establishments;--> statement-breakpoint
CREATE TRIGGER establishments_audit AFTER INSERT OR UPDATE OR DELETE ON establishments
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER establishment_subcontractors_audit ON establishment_subcontractors;--> statement-breakpoint
CREATE TRIGGER establishment_subcontractors_audit AFTER INSERT OR UPDATE OR DELETE ON establishment_subcontractors
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER files_audit ON files;--> statement-breakpoint
CREATE TRIGGER files_audit AFTER INSERT OR UPDATE OR DELETE ON files
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER establishment_min_wages_audit ON establishment_min_wages;--> statement-breakpoint
CREATE TRIGGER establishment_min_wages_audit AFTER INSERT OR UPDATE OR DELETE ON establishment_min_wages
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER establishment_licenses_audit ON establishment_licenses;--> statement-breakpoint
CREATE TRIGGER establishment_licenses_audit AFTER INSERT OR UPDATE OR DELETE ON establishment_licenses
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
DROP TRIGGER establishment_requirements_audit ON establishment_requirements;--> statement-breakpoint
CREATE TRIGGER establishment_requirements_audit AFTER INSERT OR UPDATE OR DELETE ON establishment_requirements
  FOR EACH ROW EXECUTE FUNCTION audit_row('changes', '+requirement_code', 'updated_at');--> statement-breakpoint
-- The Government's count of cancelled establishments (project stats) reads this instead of every establishment.
CREATE INDEX "establishments_cancelled_idx" ON "establishments" ("subproject_id") WHERE "status" = 2;
