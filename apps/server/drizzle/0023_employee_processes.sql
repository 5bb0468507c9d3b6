-- Reserved for issue 15 (0023_employee_processes); filled in by the module that owns it.
select 1;
