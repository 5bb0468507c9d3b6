import { loadConfig } from '../../config.js';
import { databaseOptions, openDatabase } from '../client.js';
import { migrate } from '../migrate.js';
import { seedLarge } from './large.js';

/** `npm run seed:large`: adds 500 projects, 5,000 subprojects and 50,000 establishments to the database. */
const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  await migrate(database);
  const started = Date.now();
  const result = await seedLarge(database.db, undefined, (line) => console.log(line));
  console.log(
    `Added ${result.projects} projects, ${result.subprojects} subprojects and ${result.establishments} establishments in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(
    `Sign in as ${result.firstGovernmentEmail} (password Demo@1234) to see one government's share.`,
  );
} finally {
  await database.close();
}
