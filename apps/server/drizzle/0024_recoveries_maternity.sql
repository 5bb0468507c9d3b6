-- Reserved for issue 15 (0024_recoveries_maternity); filled in by the module that owns it.
select 1;
