-- Reserved for 0010_compliance_engine (filled in by the work that owns it; a no-op until then).
select 1;
