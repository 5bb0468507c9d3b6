-- Reserved for the compliance rules of issue 15 (law/process-rules.ts) while its parts were built in parallel; the
-- rules read the employee processes' own tables (0023) through their existing indexes, so nothing was added here.
select 1;
