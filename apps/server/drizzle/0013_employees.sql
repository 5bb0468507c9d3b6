-- Reserved for the employee register (issue 12; filled in by the work that owns it; a no-op until then).
select 1;
