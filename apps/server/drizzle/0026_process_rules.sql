-- Reserved for issue 15 (0026_process_rules); filled in by the module that owns it.
select 1;
