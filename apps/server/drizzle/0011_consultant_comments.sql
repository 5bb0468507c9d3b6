-- Reserved for 0011_consultant_comments (filled in by the work that owns it; a no-op until then).
select 1;
