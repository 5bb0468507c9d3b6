-- Reserved for issue 15 (0025_returns); filled in by the module that owns it.
select 1;
