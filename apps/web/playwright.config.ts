import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_START } from './e2e/clock';

// NUSA_E2E_PORT lets a second checkout run its suite beside this one.
const PORT = Number(process.env.NUSA_E2E_PORT ?? 4173);
// The API keeps its own PGlite folder for end-to-end runs (ignored by git), seeded with demo data on first start.
// One database folder per migration set, demo data and port: a folder left by an older build would fail to
// migrate or miss newer demo rows (seeding runs only into an empty database), two suites on different ports must
// not open one PGlite folder together, and deleting a folder here is unsafe (Playwright loads this config in
// every worker while the server runs). A folder seeded on an earlier day is fine: the API extends the room
// inventory to its today at start-up.
const dataVersion = createHash('sha256');
dataVersion.update(readFileSync(new URL('../api/src/db/migrations/meta/_journal.json', import.meta.url)));
const seedDir = new URL('../api/src/db/seed/', import.meta.url);
for (const file of readdirSync(seedDir, { recursive: true, encoding: 'utf8' }).sort()) {
  if (file.endsWith('.ts')) dataVersion.update(readFileSync(new URL(file, seedDir)));
}
const dataDir = fileURLToPath(
  new URL(`../api/.data-e2e/web-${dataVersion.digest('hex').slice(0, 12)}-${PORT}`, import.meta.url),
);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
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
    },
  ],
  // The production build served by the real API (run `pnpm --filter @nusa/web build` first; turbo's e2e task
  // depends on build).
  webServer: {
    command: 'node ../api/src/main.ts',
    // Every test talks to the API from 127.0.0.1 and the database persists across runs, so the per-IP sign-in
    // limits (20 codes an hour) would run out after a run or two; AUTH_IP_LIMIT_FACTOR raises only those
    // (apps/api/README.md); per-number limits, which the lockout test relies on, stay real.
    // TEST_CLOCK_START starts the API's clock at 10:00 in Jakarta today (e2e/clock.ts); a server you started
    // yourself and Playwright reuses must have it too, started the same day.
    env: {
      PORT: String(PORT),
      API_DATA_DIR: dataDir,
      WEB_DIST: '../web/dist',
      AUTH_IP_LIMIT_FACTOR: '20',
      TEST_CLOCK_START: E2E_START,
    },
    url: `http://localhost:${PORT}/api/generals/homepage-menus`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // The API closes its database on SIGTERM (apps/api main.ts); Playwright's default is SIGKILL, which leaves
    // the folder's lock file (apps/api src/db/data-dir-lock.ts) and PGlite's state to the next start to recover.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
