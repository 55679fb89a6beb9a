/**
 * `npm run bench`: measures what the issues name so far and writes BENCHMARKS.md. Never part of the test pass.
 * Builds nothing itself: run `npm run build` first. Starts `next start` on a fresh embedded database, loopback only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { benchCheckout, checkoutMarkdown } from './bench/checkout';
import { measureLighthouse, type LighthouseFigures } from './bench/lighthouse';

const PORT = Number(process.env.BENCH_PORT || 3400);
const DIST = process.env.NEXT_DIST_DIR || '.next';
const DATA_DIR = '.cache/bench-data';
const BASE = `http://127.0.0.1:${PORT}`;

interface BundleRow {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

function firstLoadJs(): Array<{ route: string; gzipKb: number; rawKb: number }> {
  const rows = JSON.parse(fs.readFileSync(path.join(DIST, 'diagnostics', 'route-bundle-stats.json'), 'utf8')) as BundleRow[];
  return rows
    .filter((r) => !r.route.startsWith('/api') && !r.route.startsWith('/_'))
    .map((r) => {
      const gzip = r.firstLoadChunkPaths.reduce((sum, p) => sum + gzipSync(fs.readFileSync(p)).length, 0);
      return { route: r.route, gzipKb: Math.round(gzip / 102.4) / 10, rawKb: Math.round(r.firstLoadUncompressedJsBytes / 102.4) / 10 };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

async function firstRestaurantPath(): Promise<string> {
  const res = await fetch(`${BASE}/api/v1/rest/shops/paginate?type=restaurant&perPage=1`);
  const body = (await res.json()) as { data: Array<{ id: number }> };
  return `/restaurant/${body.data[0].id}`;
}

async function load(url: string, label: string, headers: Record<string, string> = {}) {
  await autocannon({ url, headers, connections: 10, duration: 3 }); // warm-up
  const result = await autocannon({ url, headers, connections: 20, duration: 10 });
  return { label, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const lines = await measurePages();
  // The checkout bench runs its own PostgreSQL and API: only after `next start` is gone, so they don't compete.
  if (process.env.BENCH_SKIP_CHECKOUT !== '1') lines.push(...checkoutMarkdown(await benchCheckout({ buyers: Number(process.env.BENCH_BUYERS || 100) })), '');
  fs.writeFileSync('BENCHMARKS.md', lines.join('\n'));
  console.log(lines.join('\n'));
}

/** Pages and API on the production build: Lighthouse, first-load JS, SSR and API throughput. */
async function measurePages(): Promise<string[]> {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // The demo operator (a simulated kitchen moving orders along every few seconds) is off: it is not page serving.
  const env = { ...process.env, DATA_DIR, PORT: String(PORT), LOG_LEVEL: 'warn', DEMO_OPERATOR: '0' };
  const server = spawn('npx', ['next', 'start', '-p', String(PORT)], { env, stdio: 'ignore', detached: true });
  try {
    await waitForHealth();
    const bundles = firstLoadJs();
    const restaurant = await firstRestaurantPath();
    const pages = ['/', restaurant];
    await fetch(`${BASE}${restaurant}`); // warm the page before measuring
    const lighthouseRuns: LighthouseFigures[] = [];
    for (const page of pages) lighthouseRuns.push(await measureLighthouse(`${BASE}${page}`, Number(process.env.BENCH_LH_RUNS || 5)));
    const runs = [
      await load(`${BASE}/`, 'SSR `/` (guest, desktop UA; guest page cache)'),
      await load(`${BASE}${restaurant}`, `SSR \`${restaurant}\` (guest; guest page cache)`),
      // A preference cookie makes the page private: every request is rendered (what a signed-in visitor costs).
      await load(`${BASE}/`, 'SSR `/` rendered every time (theme cookie)', { cookie: 'theme=light' }),
      await load(`${BASE}${restaurant}`, `SSR \`${restaurant}\` rendered every time (theme cookie)`, { cookie: 'theme=light' }),
      await load(`${BASE}/api/v1/rest/settings`, 'API `rest/settings`'),
      await load(`${BASE}/api/v1/health`, 'API `health` (database round trip)'),
    ];
    return [
      '# Benchmarks',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), production build, embedded PGlite, loopback.`,
      'Reproduce: `npm run build && npm run bench` (autocannon: 20 connections, 10 s after a 3 s warm-up; Lighthouse 12 mobile preset,',
      '`BENCH_LH_RUNS` runs per page after one discarded warm-up run, default 5, Debian Chromium; demo operator off). Measure on an idle machine: other load skews every figure.',
      '',
      '## Throughput',
      '',
      '| target | requests/s | p99 latency (ms) | errors + non-2xx |',
      '|---|---|---|---|',
      ...runs.map((r) => `| ${r.label} | ${r.rps} | ${r.p99} | ${r.errors} |`),
      '',
      '## Budget pages (issue 4: Lighthouse mobile ≥ 90, first-load JS ≤ 180 KB gzip)',
      '',
      'First-load JS is what Next counts for the route; "JS fetched" is every script the page downloaded while loading',
      '(gzip as sent), the chunks it loads on its own included (for MUI pages: the theme scope, loaded before hydration).',
      "Lighthouse's simulated mobile throttling slows this host's CPU 4×, so TBT and the score follow the host's speed: compare",
      "runs from different machines only with the host's benchmarkIndex (Lighthouse's CPU measure, higher is faster) beside them.",
      '',
      '| page | first-load JS gzip (KB) | JS fetched on load (KB) | Lighthouse mobile (median) | runs | LCP (ms) | TBT (ms) | CLS | FCP (ms) | host benchmarkIndex |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...lighthouseRuns.map((l, i) => {
        const route = i === 0 ? '/' : '/restaurant/[id]';
        const kb = bundles.find((b) => b.route === route)?.gzipKb ?? '?';
        return `| ${pages[i]} | ${kb} | ${l.scriptKb.toFixed(1)} | ${l.score} | ${l.scores.join(', ')} | ${Math.round(l.lcpMs)} | ${Math.round(l.tbtMs)} | ${l.cls.toFixed(3)} | ${Math.round(l.fcpMs)} | ${Math.round(l.benchmarkIndex)} |`;
      }),
      '',
      '## First-load JavaScript per page',
      '',
      '| route | gzip (KB) | raw (KB) |',
      '|---|---|---|',
      ...bundles.map((b) => `| ${b.route} | ${b.gzipKb} | ${b.rawKb} |`),
      '',
    ];
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
