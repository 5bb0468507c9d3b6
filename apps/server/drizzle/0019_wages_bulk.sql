-- Reserved for the wages module's printables / rules while they were built in parallel; neither needed a schema
-- change, so this migration does nothing.
select 1;
