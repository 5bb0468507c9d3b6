import { loadConfig } from '../../config.js';
import { aadhaarKeys } from '../../lib/aadhaar-crypto.js';
import { createStorage } from '../../storage/index.js';
import { databaseOptions, openDatabase } from '../client.js';
import { migrate } from '../migrate.js';
import { seedDemo } from './demo.js';

/** `npm run seed`: applies migrations and seeds the demo data into an empty database. */
const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  await migrate(database);
  const seeded = await seedDemo(database.db, aadhaarKeys(config), createStorage(config));
  console.log(seeded ? 'Demo data seeded.' : 'The database already has data; nothing seeded.');
} finally {
  await database.close();
}
