-- A wage register's lines are written a thousand at a time when it is created (issue 14: at most 10 times the bare
-- month totals). No read looks wage entries up by their establishment alone (every read goes through the register,
-- wage_entries_employee_unique and wage_entries_register_code_idx lead with it; the establishment's foreign key is
-- the register's, wage_entries_register_fk), so this index only cost every insert its upkeep (docs/benchmarks.md,
-- 'Wages').
DROP INDEX IF EXISTS "wage_entries_establishment_idx";
