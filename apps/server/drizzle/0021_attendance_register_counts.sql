-- The register page's counts kept, not counted: how many entries a day's register has and how many of them are
-- pending, per (establishment_id, register_date) as the entries name their register. Counting the 5,000 entries
-- of the largest register on every page cost more than the rest of the page together (docs/benchmarks.md).
-- Kept by statement triggers on attendance_entries from their transition tables (one statement per bulk write,
-- as the audit trigger does). A separate table, not columns of attendance_registers: the register row is audited
-- row by row and an entry's save would otherwise rewrite it; no audit here, these are derived numbers.
-- Writes that bypass triggers (session_replication_role = replica, only the large-data generator) recount with
-- recount_attendance_register_counts().
CREATE TABLE "attendance_register_counts" (
  "establishment_id" uuid NOT NULL,
  "register_date" date NOT NULL,
  "total" integer NOT NULL DEFAULT 0,
  "pending" integer NOT NULL DEFAULT 0,
  CONSTRAINT "attendance_register_counts_pkey" PRIMARY KEY ("establishment_id", "register_date"),
  CONSTRAINT "attendance_register_counts_check" CHECK ("total" >= 0 AND "pending" >= 0 AND "pending" <= "total")
);--> statement-breakpoint
ALTER TABLE "attendance_register_counts" ADD CONSTRAINT "attendance_register_counts_register_fk"
  FOREIGN KEY ("establishment_id", "register_date")
  REFERENCES "public"."attendance_registers"("establishment_id", "register_date") ON DELETE cascade;--> statement-breakpoint
CREATE FUNCTION recount_attendance_register_counts() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM attendance_register_counts;
  INSERT INTO attendance_register_counts (establishment_id, register_date, total, pending)
    SELECT establishment_id, register_date, count(*)::int, (count(*) FILTER (WHERE submitted_on IS NULL))::int
    FROM attendance_entries GROUP BY establishment_id, register_date;
$$;--> statement-breakpoint
SELECT recount_attendance_register_counts();--> statement-breakpoint
-- Applies the change of one statement: +1 for each new row, -1 for each old one, grouped by register. The rows
-- are changed in key order, so two statements over the same registers take their row locks in the same order.
CREATE FUNCTION attendance_register_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO attendance_register_counts AS c (establishment_id, register_date, total, pending)
      SELECT establishment_id, register_date, count(*)::int, (count(*) FILTER (WHERE submitted_on IS NULL))::int
      FROM new_rows GROUP BY establishment_id, register_date ORDER BY establishment_id, register_date
    ON CONFLICT (establishment_id, register_date) DO UPDATE
      SET total = c.total + excluded.total, pending = c.pending + excluded.pending;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE attendance_register_counts c SET total = c.total - d.total, pending = c.pending - d.pending
    FROM (SELECT establishment_id, register_date, count(*)::int AS total,
            (count(*) FILTER (WHERE submitted_on IS NULL))::int AS pending
          FROM old_rows GROUP BY establishment_id, register_date ORDER BY establishment_id, register_date) d
    WHERE c.establishment_id = d.establishment_id AND c.register_date = d.register_date;
  ELSE
    -- An update moves no entry between registers (the register is part of what names it); it may submit or
    -- reopen entries, which moves them between pending and completed.
    UPDATE attendance_register_counts c SET pending = c.pending + d.pending
    FROM (SELECT establishment_id, register_date, sum(p)::int AS pending FROM (
            SELECT establishment_id, register_date, (submitted_on IS NULL)::int AS p FROM new_rows
            UNION ALL
            SELECT establishment_id, register_date, -(submitted_on IS NULL)::int FROM old_rows) x
          GROUP BY establishment_id, register_date HAVING sum(p) <> 0
          ORDER BY establishment_id, register_date) d
    WHERE c.establishment_id = d.establishment_id AND c.register_date = d.register_date;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER attendance_entries_counts_insert AFTER INSERT ON attendance_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_register_counts_apply();--> statement-breakpoint
CREATE TRIGGER attendance_entries_counts_delete AFTER DELETE ON attendance_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_register_counts_apply();--> statement-breakpoint
CREATE TRIGGER attendance_entries_counts_update AFTER UPDATE ON attendance_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_register_counts_apply();
