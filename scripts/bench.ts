/**
 * `npm run bench`: measures what the issues name so far and writes BENCHMARKS.md. Never part of the test pass.
 * Builds nothing itself: run `npm run build` first. Starts `npm start` (scripts/start.mjs) on a fresh embedded database, loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureFrameworkFloor } from './bench/framework-floor';
import { budgetFailures, firstLoadJs, LANDING_BUDGET_KB, LANDING_ROUTES, PAGE_BUDGET_KB, type BundleFigures } from './bench/first-load';
import { measureLighthouse, type LighthouseFigures } from './bench/lighthouse';
import { loadAverage } from './bench/load-average';
import { bundlesMarkdown, lighthouseMarkdown, throughputMarkdown, type ThroughputRow } from './bench/pages-markdown';
import { withPreviousRun } from './bench/previous-run';
import { quietVisitMarkdown } from './bench/quiet-visit';
import { assertRenderedForSession, demoSessionCookie } from './bench/signed-in';
import { clusterRows } from './bench/ssr-cluster';
import { loadRow, waitForHealth } from './bench/ssr-load';

const PORT = Number(process.env.BENCH_PORT || 3400);
const DATA_DIR = '.cache/bench-data';
const BASE = `http://127.0.0.1:${PORT}`;

async function firstRestaurantPath(): Promise<string> {
  const res = await fetch(`${BASE}/api/v1/rest/shops/paginate?type=restaurant&perPage=1`);
  const body = (await res.json()) as { data: Array<{ id: number }> };
  return `/restaurant/${body.data[0].id}`;
}

/** The server process group, for CPU per request. */
let serverGroup = 0;

const load = (url: string, label: string, headers: Record<string, string> = {}) => loadRow(url, label, headers, serverGroup);

/**
 * `BENCH_ONLY=lighthouse` measures the Lighthouse rows alone and prints them without touching BENCHMARKS.md;
 * `BENCH_LH_PAGES=/,/restaurant/1` picks the pages (default: `/` and the first restaurant).
 */
const LIGHTHOUSE_ONLY = process.env.BENCH_ONLY === 'lighthouse';
// `BENCH_ONLY=bundles`: first-load JS per page and the budget line only (no server, seconds).
/** `BENCH_ONLY=ssr` measures the rendered-per-request SSR rows alone (theme cookie and signed in) and prints them. */
const SSR_ONLY = process.env.BENCH_ONLY === 'ssr';
/**
 * `BENCH_ONLY=quiet` prints the first-visitor-after-a-quiet-spell rows alone (`BENCH_QUIET=0` leaves them out of a
 * full run); `BENCH_FLOOR=0` leaves out the framework floor's Lighthouse rows (ADR 0048).
 */
const QUIET_ONLY = process.env.BENCH_ONLY === 'quiet';

async function main() {
  const bundles = firstLoadJs();
  const previous = fs.existsSync('BENCHMARKS.md') ? fs.readFileSync('BENCHMARKS.md', 'utf8') : null;
  if (process.env.BENCH_ONLY === 'bundles') {
    console.log(bundlesMarkdown(bundles, previous).join('\n'));
    return reportBudget(bundles);
  }
  const lines = await measurePages(bundles, previous);
  if (LIGHTHOUSE_ONLY || SSR_ONLY || QUIET_ONLY) {
    console.log(lines.join('\n'));
    return reportBudget(bundles);
  }
  // The checkout bench runs its own PostgreSQL and API: only after the page server is gone, so they don't compete, and
  // in a process of its own, so its API starts with a fresh heap as a server does, not this one's leftovers.
  if (process.env.BENCH_SKIP_CHECKOUT !== '1') lines.push(...(await checkoutInOwnProcess()), '');
  fs.writeFileSync('BENCHMARKS.md', withPreviousRun(lines, previous).join('\n'));
  console.log(lines.join('\n'));
  reportBudget(bundles);
}

/** `scripts/bench/checkout.ts` in a child process; its tables come back through a file (its stdout is its log). */
async function checkoutInOwnProcess(): Promise<string[]> {
  const out = path.join(os.tmpdir(), `groops-checkout-${process.pid}.md`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/checkout.ts'], {
    env: { ...process.env, BENCH_CHECKOUT_OUT: out },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (!fs.existsSync(out)) throw new Error(`the checkout bench wrote no figures (exit ${code})`);
  const markdown = fs.readFileSync(out, 'utf8');
  fs.rmSync(out);
  return markdown.split('\n');
}

/** The budget line (issue 20 item 3): one FAIL line per page over its first-load budget, and a non-zero exit. */
function reportBudget(bundles: BundleFigures[]): void {
  const failures = budgetFailures(bundles);
  if (failures.length === 0) return console.log(`first-load JS budget: PASS (${LANDING_BUDGET_KB} KB on ${LANDING_ROUTES.join(', ')}; ${PAGE_BUDGET_KB} KB elsewhere)`);
  console.error(failures.join('\n'));
  process.exitCode = 1;
}

const lighthouseSlowdowns = () => (process.env.BENCH_LH_SLOWDOWNS || '4,8').split(',').map(Number);

/**
 * Lighthouse mobile for each page, as a guest and as the signed-in demo customer, at each CPU slowdown
 * (`BENCH_LH_SLOWDOWNS`, default "4,8": Lighthouse's mobile default, and a host half as fast).
 */
async function measureLighthouseRows(pages: string[]): Promise<LighthouseFigures[]> {
  const runs = Number(process.env.BENCH_LH_RUNS || 5);
  const slowdowns = lighthouseSlowdowns();
  const session = { cookie: await demoSessionCookie(BASE) };
  const rows: LighthouseFigures[] = [];
  for (const page of pages) {
    await assertRenderedForSession(`${BASE}${page}`, session.cookie);
    for (const slowdown of slowdowns) {
      rows.push(await measureLighthouse(`${BASE}${page}`, runs, undefined, slowdown));
      rows.push(await measureLighthouse(`${BASE}${page}`, runs, session, slowdown));
    }
  }
  return rows;
}

const routeOf = (url: string) => {
  const { pathname } = new URL(url);
  return pathname === '/' ? '/' : pathname.replace(/^\/(restaurant|shop)\/\d+$/, '/$1/[id]');
};

/** Pages rendered for every request (page cache bypassed): with a preference cookie, and signed in (issue 20: `/` ≥ 150, a restaurant ≥ 200 req/s). */
async function renderedRows(restaurant: string): Promise<ThroughputRow[]> {
  const session = await demoSessionCookie(BASE);
  await assertRenderedForSession(`${BASE}/`, session);
  return [
    // A preference cookie makes the page private: every request is rendered.
    await load(`${BASE}/`, 'SSR `/` rendered every time (theme cookie)', { cookie: 'theme=light' }),
    await load(`${BASE}${restaurant}`, `SSR \`${restaurant}\` rendered every time (theme cookie)`, { cookie: 'theme=light' }),
    await load(`${BASE}/`, 'SSR `/` signed in (rendered every time)', { cookie: session }),
    await load(`${BASE}${restaurant}`, `SSR \`${restaurant}\` signed in (rendered every time)`, { cookie: session }),
  ];
}

/** Pages and API on the production build: Lighthouse, first-load JS, SSR and API throughput. */
async function measurePages(bundles: BundleFigures[], previous: string | null): Promise<string[]> {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // The demo operator (a simulated kitchen moving orders along every few seconds) is off: it is not page serving.
  const env = { ...process.env, DATA_DIR, PORT: String(PORT), LOG_LEVEL: 'warn', DEMO_OPERATOR: '0' };
  const server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore', detached: true });
  serverGroup = server.pid ?? 0;
  try {
    await waitForHealth(BASE);
    const restaurant = await firstRestaurantPath();
    if (QUIET_ONLY) return await quietVisitMarkdown(BASE, ['/', restaurant], await demoSessionCookie(BASE));
    if (SSR_ONLY) return throughputMarkdown([...(await renderedRows(restaurant)), ...(await afterStop(server, () => clusterRows(restaurant)))]);
    const pages = process.env.BENCH_LH_PAGES ? process.env.BENCH_LH_PAGES.split(',') : ['/', restaurant];
    await fetch(`${BASE}${restaurant}`); // warm the page before measuring
    const lighthouseRows = await measureLighthouseRows(pages);
    if (process.env.BENCH_FLOOR !== '0') lighthouseRows.push(...(await measureFrameworkFloor(Number(process.env.BENCH_LH_RUNS || 5), lighthouseSlowdowns(), PORT + 70)));
    const header = [
      '# Benchmarks',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} cores, load average ${loadAverage()} when written), production build, embedded PGlite (rows naming PostgreSQL: a throwaway cluster and \`npm start\` with a server process per core), loopback.`,
      'Reproduce: `npm run build && npm run bench` (autocannon: 20 connections, 10 s after a 10 s warm-up at the same load; Lighthouse 12 mobile preset,',
      '`BENCH_LH_RUNS` runs per page and visitor after one discarded warm-up run, default 5, Debian Chromium; demo operator off). Measure on an idle machine: other load skews every figure,',
      'so each row carries the 1-minute load average when it was measured.',
      '',
    ];
    if (LIGHTHOUSE_ONLY) return [...header, ...lighthouseMarkdown(lighthouseRows, bundles, routeOf, previous)];
    const runs = [
      await load(`${BASE}/`, 'SSR `/` (guest, desktop UA; guest page cache)'),
      await load(`${BASE}${restaurant}`, `SSR \`${restaurant}\` (guest; guest page cache)`),
      ...(await renderedRows(restaurant)),
      await load(`${BASE}/api/v1/rest/settings`, 'API `rest/settings`'),
      await load(`${BASE}/api/v1/health`, 'API `health` (database round trip)'),
    ];
    const quiet = process.env.BENCH_QUIET === '0' ? [] : await quietVisitMarkdown(BASE, ['/', restaurant], await demoSessionCookie(BASE));
    // The same pages from a PostgreSQL deployment with a server process per core: once this server is gone.
    runs.push(...(await afterStop(server, () => clusterRows(restaurant))));
    return [...header, ...throughputMarkdown(runs), ...quiet, ...lighthouseMarkdown(lighthouseRows, bundles, routeOf, previous), ...bundlesMarkdown(bundles, previous)];
  } finally {
    stopServer(server);
  }
}

function stopServer(server: ChildProcess): void {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
}

/** Stops the embedded-database server (it would compete for the cores), then measures `next`. */
async function afterStop<T>(server: ChildProcess, next: () => Promise<T>): Promise<T> {
  stopServer(server);
  await new Promise((r) => setTimeout(r, 2000));
  return next();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
