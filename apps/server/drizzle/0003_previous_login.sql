ALTER TABLE "users" ADD COLUMN "previous_login" timestamp with time zone;--> statement-breakpoint
-- Signing in moves last_login to previous_login: bookkeeping, not worth an audit entry.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  hidden text;
  acting_user uuid := nullif(current_setting('app.user_id', true), '')::uuid;
  acting_agency uuid := nullif(current_setting('app.agency_id', true), '')::uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_NARGS > 0 THEN
    FOREACH hidden IN ARRAY TG_ARGV LOOP
      old_row := old_row - hidden;
      new_row := new_row - hidden;
    END LOOP;
  END IF;
  -- An UPDATE that changed only hidden or bookkeeping columns is not worth a log line.
  IF TG_OP = 'UPDATE' AND (old_row - 'updated_at' - 'last_login' - 'previous_login') = (new_row - 'updated_at' - 'last_login' - 'previous_login') THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_log (op_type, table_name, row_id, old_row, new_row, user_id, agency_id)
  VALUES (TG_OP, TG_TABLE_NAME, coalesce(new_row, old_row) ->> 'id', old_row, new_row, acting_user, acting_agency);
  RETURN NULL;
END;
$$;
