import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** Wiped by `npm run test:e2e` before each run; tests read mailed links from `${dataDir}/mail`. */
export const dataDir = process.env.E2E_DATA_DIR ?? '.data-test/e2e';

/** Browser tests drive Debian's Chromium against the real server on a fresh embedded PostgreSQL server. */
export default defineConfig({
  testDir: './apps/web/e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.ci/out/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'tsx apps/server/src/server.ts',
    url: `http://127.0.0.1:${port}/api/getAppVersionNo`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the server stop its embedded PostgreSQL server with it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CAPTCHA_DISABLED: 'true',
      NODE_ENV: 'test',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_POLL_MS: '200',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      // Several browser suites can run side by side, each with its own port, data and build.
      WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? '',
    },
  },
});
