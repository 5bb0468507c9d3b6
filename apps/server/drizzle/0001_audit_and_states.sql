-- Audit trail (DESIGN.md): one trigger function writes every INSERT, UPDATE and DELETE of an audited
-- table to audit_log. The acting user and agency come from transaction-local settings that the server
-- sets at the start of each writing transaction (set_config('app.user_id', ..., true)).
-- Trigger arguments name columns that must never be copied into the log (password hashes).
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
  IF TG_OP = 'UPDATE' AND (old_row - 'updated_at' - 'last_login') = (new_row - 'updated_at' - 'last_login') THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_log (op_type, table_name, row_id, old_row, new_row, user_id, agency_id)
  VALUES (TG_OP, TG_TABLE_NAME, coalesce(new_row, old_row) ->> 'id', old_row, new_row, acting_user, acting_agency);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agencies_audit AFTER INSERT OR UPDATE OR DELETE ON agencies
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row('password_hash', 'password_changed_at');
--> statement-breakpoint
CREATE TRIGGER user_agencies_audit AFTER INSERT OR UPDATE OR DELETE ON user_agencies
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER kits_audit AFTER INSERT OR UPDATE OR DELETE ON kits
  FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
INSERT INTO states (code, name, kind) VALUES
  ('AP', 'Andhra Pradesh', 'State'),
  ('AR', 'Arunachal Pradesh', 'State'),
  ('AS', 'Assam', 'State'),
  ('BR', 'Bihar', 'State'),
  ('CG', 'Chhattisgarh', 'State'),
  ('GA', 'Goa', 'State'),
  ('GJ', 'Gujarat', 'State'),
  ('HR', 'Haryana', 'State'),
  ('HP', 'Himachal Pradesh', 'State'),
  ('JH', 'Jharkhand', 'State'),
  ('KA', 'Karnataka', 'State'),
  ('KL', 'Kerala', 'State'),
  ('MP', 'Madhya Pradesh', 'State'),
  ('MH', 'Maharashtra', 'State'),
  ('MN', 'Manipur', 'State'),
  ('ML', 'Meghalaya', 'State'),
  ('MZ', 'Mizoram', 'State'),
  ('NL', 'Nagaland', 'State'),
  ('OD', 'Odisha', 'State'),
  ('PB', 'Punjab', 'State'),
  ('RJ', 'Rajasthan', 'State'),
  ('SK', 'Sikkim', 'State'),
  ('TN', 'Tamil Nadu', 'State'),
  ('TS', 'Telangana', 'State'),
  ('TR', 'Tripura', 'State'),
  ('UP', 'Uttar Pradesh', 'State'),
  ('UK', 'Uttarakhand', 'State'),
  ('WB', 'West Bengal', 'State'),
  ('AN', 'Andaman and Nicobar Islands', 'Union Territory'),
  ('CH', 'Chandigarh', 'Union Territory'),
  ('DH', 'Dadra and Nagar Haveli and Daman and Diu', 'Union Territory'),
  ('DL', 'Delhi', 'Union Territory'),
  ('JK', 'Jammu and Kashmir', 'Union Territory'),
  ('LA', 'Ladakh', 'Union Territory'),
  ('LD', 'Lakshadweep', 'Union Territory'),
  ('PY', 'Puducherry', 'Union Territory')
ON CONFLICT (code) DO NOTHING;
