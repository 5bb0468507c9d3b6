-- The employee register's totals kept, not counted: how many workers each establishment has recorded and how
-- many of them have an exit date. The list's total of the 5,000 workers of the largest establishment was half of
-- the list's cost in the database (docs/benchmarks.md). Kept by statement triggers on employees from their
-- transition tables (a CSV import of thousands of workers is one statement). Active workers are those with no
-- exit date plus those whose exit date is still ahead (rare: counted when asked, from the (establishment_id,
-- exit_date) index). Writes that bypass triggers (session_replication_role = replica, only the large-data
-- generator) recount with recount_employee_counts().
CREATE TABLE "employee_counts" (
  "establishment_id" uuid PRIMARY KEY NOT NULL,
  "total" integer NOT NULL DEFAULT 0,
  "exited" integer NOT NULL DEFAULT 0,
  CONSTRAINT "employee_counts_check" CHECK ("total" >= 0 AND "exited" >= 0 AND "exited" <= "total")
);--> statement-breakpoint
ALTER TABLE "employee_counts" ADD CONSTRAINT "employee_counts_establishment_fk"
  FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade;--> statement-breakpoint
CREATE FUNCTION recount_employee_counts() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM employee_counts;
  INSERT INTO employee_counts (establishment_id, total, exited)
    SELECT establishment_id, count(*)::int, (count(*) FILTER (WHERE exit_date IS NOT NULL))::int
    FROM employees GROUP BY establishment_id;
$$;--> statement-breakpoint
SELECT recount_employee_counts();--> statement-breakpoint
-- Applies one statement's change: +1 for each new row, -1 for each old one, by establishment, in key order.
CREATE FUNCTION employee_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO employee_counts AS c (establishment_id, total, exited)
      SELECT establishment_id, count(*)::int, (count(*) FILTER (WHERE exit_date IS NOT NULL))::int
      FROM new_rows GROUP BY establishment_id ORDER BY establishment_id
    ON CONFLICT (establishment_id) DO UPDATE
      SET total = c.total + excluded.total, exited = c.exited + excluded.exited;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE employee_counts c SET total = c.total - d.total, exited = c.exited - d.exited
    FROM (SELECT establishment_id, count(*)::int AS total, (count(*) FILTER (WHERE exit_date IS NOT NULL))::int AS exited
          FROM old_rows GROUP BY establishment_id ORDER BY establishment_id) d
    WHERE c.establishment_id = d.establishment_id;
  ELSE
    -- An update records or clears an exit (a worker never moves between establishments; if one did, the sums
    -- below would still move it).
    UPDATE employee_counts c SET total = c.total + d.total, exited = c.exited + d.exited
    FROM (SELECT establishment_id, sum(t)::int AS total, sum(x)::int AS exited FROM (
            SELECT establishment_id, 1 AS t, (exit_date IS NOT NULL)::int AS x FROM new_rows
            UNION ALL
            SELECT establishment_id, -1, -(exit_date IS NOT NULL)::int FROM old_rows) m
          GROUP BY establishment_id HAVING sum(t) <> 0 OR sum(x) <> 0 ORDER BY establishment_id) d
    WHERE c.establishment_id = d.establishment_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER employees_counts_insert AFTER INSERT ON employees
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION employee_counts_apply();--> statement-breakpoint
CREATE TRIGGER employees_counts_delete AFTER DELETE ON employees
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION employee_counts_apply();--> statement-breakpoint
CREATE TRIGGER employees_counts_update AFTER UPDATE ON employees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION employee_counts_apply();
