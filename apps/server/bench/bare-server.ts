/**
 * The bare baseline of `npm run bench:http`: Fastify and `pg` with nothing else (no session, scope, validation or
 * serialiser), answering one page of 25 establishments of a subproject and their count from the same database.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const subprojectId = process.env.BENCH_SUBPROJECT_ID;
const app = Fastify();

app.get('/api/getAppVersionNo', async () => ({ version: 'bare' }));
app.get('/bare/page', async () => {
  const [page, count] = await Promise.all([
    pool.query(
      `select id, body, status, created_at from establishments where subproject_id = $1
       order by created_at desc, id limit 25`,
      [subprojectId],
    ),
    pool.query('select count(*)::int as n from establishments where subproject_id = $1', [subprojectId]),
  ]);
  return { data: page.rows, max_count: count.rows[0].n };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
