import type { Role } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import { wageActor } from '../../modules/wages/index.js';
import type { Db } from '../client.js';

/**
 * A demo user as the seeds act through the modules' own services (the checks of a request, without one): the
 * user of that e-mail address, its first agency and that agency's role.
 */
export async function actorOf(db: Db, email: string): Promise<AuthContext> {
  const result = (await db.execute(sql`select u.id as user_id, ua.agency_id, a.type, u.body ->> 'name' as name
      from users u join user_agencies ua on ua.user_id = u.id join agencies a on a.id = ua.agency_id
      where u.email_address = ${email} order by ua.agency_id limit 1`)) as unknown as {
    rows: { user_id: string; agency_id: string; type: Role; name: string }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error(`No demo user ${email}`);
  return wageActor({ userId: row.user_id, agencyId: row.agency_id, role: row.type, name: row.name });
}
