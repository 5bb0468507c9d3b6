-- The verification forms due for every worker (issue 12), however the worker is recorded (the form, the CSV
-- import, a seed): one statement-level trigger adds them for all rows an INSERT (or COPY) adds. The codes and
-- their days after joining are those of modules/employees/verification-forms.ts (its test compares the two).
-- Their creation follows from the worker's audited insert, so only their changes (upload, delete, a moved due
-- date) are audited: auditing the two rows of every worker tripled the cost of a 10,000-row import (3.1 s against
-- 1.0 s on PostgreSQL 15; docs/benchmarks.md).
DROP TRIGGER employee_verifications_audit ON employee_verifications;--> statement-breakpoint
CREATE TRIGGER employee_verifications_audit AFTER UPDATE OR DELETE ON employee_verifications
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
CREATE FUNCTION employee_verification_forms_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO employee_verifications (establishment_id, employee_id, form_code, due_on)
  SELECT n.establishment_id, n.id, f.code, n.date_of_joining + f.due_days
  FROM new_employees n
  CROSS JOIN (VALUES ('self-declaration', 7), ('police-verification', 30)) AS f(code, due_days);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER employees_verification_forms AFTER INSERT ON employees
  REFERENCING NEW TABLE AS new_employees
  FOR EACH STATEMENT EXECUTE FUNCTION employee_verification_forms_due();--> statement-breakpoint
-- A corrected date of joining moves the due dates of the forms not yet uploaded with it.
CREATE FUNCTION employee_verification_forms_rejoin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employee_verifications
     SET due_on = due_on + (NEW.date_of_joining - OLD.date_of_joining), updated_at = now()
   WHERE employee_id = NEW.id AND submitted_on IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER employees_verification_forms_rejoin AFTER UPDATE OF date_of_joining ON employees
  FOR EACH ROW WHEN (NEW.date_of_joining IS DISTINCT FROM OLD.date_of_joining)
  EXECUTE FUNCTION employee_verification_forms_rejoin();--> statement-breakpoint
-- Workers recorded before this migration.
INSERT INTO employee_verifications (establishment_id, employee_id, form_code, due_on)
SELECT e.establishment_id, e.id, f.code, e.date_of_joining + f.due_days
FROM employees e
CROSS JOIN (VALUES ('self-declaration', 7), ('police-verification', 30)) AS f(code, due_days)
ON CONFLICT (employee_id, form_code) DO NOTHING;
