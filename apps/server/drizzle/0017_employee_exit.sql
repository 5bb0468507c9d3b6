-- reserved; filled by its issue's work
select 1;
