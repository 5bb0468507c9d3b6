import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseOptions, openDatabase } from './db/client.js';
import { EmbeddedDataError } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.js';
import { startComplianceMorning } from './jobs/compliance-morning.js';
import { startHousekeeping } from './jobs/housekeeping.js';
import { startProcessClocks } from './jobs/process-clocks.js';
import { aadhaarKeys } from './lib/aadhaar-crypto.js';
import { createTransport } from './mail/transport.js';
import { createMailWorker } from './mail/worker.js';
import { deleteExpiredSessions } from './modules/auth/index.js';
import { reportAttachments } from './modules/reports/index.js';
import { createStorage } from './storage/index.js';

let stopDatabase: (() => Promise<void>) | null = null;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  // Whatever stops the start from here on, the embedded server stops with it.
  stopDatabase = () => database.close();
  await migrate(database);
  const storage = createStorage(config);
  const seeded = config.SEED_DEMO ? await seedDemo(database.db, aadhaarKeys(config), storage) : false;

  const app = await buildApp({ config, db: database.db });
  const mail = createMailWorker(
    database.db,
    createTransport(config),
    app.log,
    config.MAIL_POLL_MS,
    reportAttachments(database.db),
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  mail.start();
  const housekeeping = startHousekeeping(database.db, storage, app.log);
  // The compliance engine's morning run at 06:00 IST, once across instances (an advisory lock).
  const complianceMorning = startComplianceMorning(database.db, app.log);
  // An hour clock passing between two runs (a fatal accident's 4-hour notice) is judged within 10 minutes.
  const processClocks = startProcessClocks(database.db, app.log);
  const sweep = setInterval(
    () =>
      deleteExpiredSessions(database.db, config.SESSION_IDLE_MINUTES).catch((err) => app.log.error({ err })),
    10 * 60_000,
  );

  console.log(`\nAnupalan is running at ${config.PUBLIC_URL} (${database.where})`);
  if (!config.AADHAAR_KEY && config.NODE_ENV === 'production') {
    app.log.warn(
      `AADHAAR_KEY is not set: Aadhaar numbers are encrypted under the key in ${config.DATA_DIR}/aadhaar.key, beside the data. Set AADHAAR_KEY (32+ random characters) from a secret store before real workers are recorded.`,
    );
  }
  if (seeded) console.log('Demo data was seeded into the new database.');
  if (config.SEED_DEMO) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(32)} ${a.what}`);
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    housekeeping.stop();
    complianceMorning.stop();
    processClocks.stop();
    await app.close();
    await mail.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch(async (err) => {
  if (err instanceof ConfigError || err instanceof EmbeddedDataError) {
    console.error(err.message);
  } else {
    console.error('Anupalan could not start:', err);
  }
  await stopDatabase?.().catch(() => {});
  process.exit(1);
});
