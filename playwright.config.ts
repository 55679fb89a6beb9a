import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 3100);
const DATA_DIR = process.env.E2E_DATA_DIR || '.cache/e2e-data';
// With E2E_DATABASE_URL the same server runs on PostgreSQL instead of the embedded database.
const DATABASE = process.env.E2E_DATABASE_URL ? `DATABASE_URL=${process.env.E2E_DATABASE_URL} ` : '';
/**
 * The test pass runs two halves at once, each against its own server and database (scripts/test-all.sh): the
 * page-sweeping specs in one, every other spec (new ones included) in the other. Unset, one run takes all. The halves
 * take about the same time (measured per spec from the pass's JSON reports, 2026-12-03: crawl 612 s of the sweeps'
 * 1141 and whole-page 134 of the flows' 1159, before axe's legacy mode cut the crawl's axe passes ~3×), so
 * shell, navigation, browse-more and whole-page run with the sweeps.
 */
const SWEEPS = /(crawl|csp|a11y|first-screen|hydration|section-cache|shell|navigation|browse-more|whole-page)\.spec\.ts$/
const HALF = process.env.E2E_HALF;
/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium build without the browser's UI) when
 * installed: the end-to-end phase is bound by the browser's CPU, and with the shell it took 825 s instead of 1214 (ADR 0036).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  ...(HALF === 'sweeps' ? { testMatch: SWEEPS } : HALF === 'flows' ? { testIgnore: SWEEPS } : {}),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace by default: recording one for every test (screencast and DOM snapshots) was ~20% of the phase's CPU
    // (ADR 0047). To keep the traces of failures: `npx playwright test --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // A fresh embedded database each run, seeded on start exactly as a new install. Loopback is a trusted proxy so
    // the many new customers of a run can each come from their own address (X-Forwarded-For, e2e/support/outbox.ts)
    // instead of all spending one address's sign-up code limit.
    command: `rm -rf ${DATA_DIR} && ${DATABASE}E2E_HOOKS=1 TRUSTED_PROXIES=127.0.0.1,::1 DATA_DIR=${DATA_DIR} PORT=${PORT} npm run start`,
    url: `http://localhost:${PORT}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
