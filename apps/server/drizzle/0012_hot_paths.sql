-- Reserved for 0012_hot_paths (filled in by the work that owns it; a no-op until then).
select 1;
