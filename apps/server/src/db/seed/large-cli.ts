import { loadConfig } from '../../config.js';
import { aadhaarKeys } from '../../lib/aadhaar-crypto.js';
import { databaseOptions, openDatabase } from '../client.js';
import { migrate } from '../migrate.js';
import { seedLarge } from './large.js';

/**
 * `npm run seed:large`: adds 500 projects, 5,000 subprojects, 50,000 establishments and 100,000 employees (5,000 in
 * one establishment) to the database, and a year of daily attendance for 301 of them (about 3.7 million entries) with
 * their monthly wage registers.
 */
const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  await migrate(database);
  const started = Date.now();
  const result = await seedLarge(database.db, undefined, (line) => console.log(line), aadhaarKeys(config));
  console.log(
    `Added ${result.projects} projects, ${result.subprojects} subprojects, ${result.establishments} establishments, ${result.employees} employees and ${result.attendanceEntries.toLocaleString('en-IN')} attendance entries, ${result.wageRegisters} wage registers with ${result.wageEntries.toLocaleString('en-IN')} entries in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(
    `Sign in as ${result.firstGovernmentEmail} (password Demo@1234) to see one government's share.`,
  );
} finally {
  await database.close();
}
