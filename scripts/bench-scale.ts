/**
 * `npm run bench:scale` (issue 20 item 6): the catalogue at scale on a throwaway PostgreSQL. Measures the public
 * lists on the demo data, fills BENCH_SCALE_SHOPS shops (default 10,000, zones spread over a region) and
 * BENCH_SCALE_PRODUCTS products (default 1,000,000; set it smaller for a quick run), measures again at a fixed
 * BENCH_SCALE_RATE req/s (default 50), prints the plans of the zone and search queries with and without the
 * indexes of migration 0008, and writes its section of BENCHMARKS.md (the previous run kept beside it).
 * The API runs in-process behind a loopback HTTP server (as the checkout bench); home SSR is measured when a
 * production build exists (`npm run build`), with `npm start` on the same database.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../src/server/config';
import { startContext } from '../src/server';
import { serveApi } from '../tests/api/harness';
import { adminQuery, withDatabase } from '../tests/api/pg-admin';
import { explainPlans } from './bench/scale-explain';
import { fillScale, REGION, SEARCH_TERMS } from './bench/scale-data';
import { fixedRate, type RateFigures } from './bench/fixed-rate';
import { loadAverage } from './bench/load-average';
import { pgTemp as pgTempOn } from './bench/pg-temp';
import { scaleMarkdown, writeScaleSection } from './bench/scale-markdown';

const PG_PORT = process.env.BENCH_PG_PORT || '55491';
const SHOPS = Number(process.env.BENCH_SCALE_SHOPS || 10_000);
const PRODUCTS = Number(process.env.BENCH_SCALE_PRODUCTS || 1_000_000);
const RATE = Number(process.env.BENCH_SCALE_RATE || 50);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS || 10);
const SSR_PORT = Number(process.env.BENCH_SCALE_SSR_PORT || 3401);
const pgTemp = (action: 'start' | 'stop') => pgTempOn(action, PG_PORT);

/** Random points of the region's inner part, the same for both sizes. */
const points = Array.from({ length: 200 }, (_, i) => ({
  latitude: REGION.latitude + Math.sin(i * 12.9898) * REGION.halfSpan * 0.8,
  longitude: REGION.longitude + Math.cos(i * 78.233) * REGION.halfSpan * 0.8,
}));

async function sample(client: pg.Client) {
  const shops = (await client.query(`select id from shops where status = 'approved' order by random() limit 200`)).rows.map((r) => Number(r.id));
  const products = (await client.query(`select uuid from products where id in (select (random() * (select max(id) from products))::int from generate_series(1, 400)) and status = 'published' limit 200`)).rows.map((r) => String(r.uuid));
  return { shops, products };
}

const SSR_LABEL = 'home SSR `/` (rendered per request)';

async function measure(api: string, ssr: Ssr, s: { shops: number[]; products: string[] }): Promise<RateFigures[]> {
  const opts = { rate: RATE, seconds: SECONDS, warmupSeconds: 2 };
  const at = (i: number) => points[i % points.length];
  const rows = [
    await fixedRate('shop list with an address (zone containment)', (i) => `${api}/api/v1/rest/shops/paginate?perPage=12&address[latitude]=${at(i).latitude}&address[longitude]=${at(i).longitude}`, opts),
    await fixedRate('product search', (i) => `${api}/api/v1/rest/products/search?perPage=10&search=${SEARCH_TERMS[i % SEARCH_TERMS.length]}`, opts),
    await fixedRate('shop menu', (i) => `${api}/api/v1/rest/shops/${s.shops[i % s.shops.length]}/products`, opts),
    await fixedRate('product page', (i) => `${api}/api/v1/rest/products/${s.products[i % s.products.length]}`, opts),
  ];
  // A preference cookie (PERSONAL_COOKIES) keeps the page out of the guest page cache: rendered on every request.
  const home = { ...opts, headers: { cookie: 'theme=light' } };
  if (ssr.url) rows.push(await fixedRate(SSR_LABEL, () => `${ssr.url}/`, home).catch((error) => ({ ...notMeasured(String(error)), errors: 1 })));
  else rows.push(notMeasured(ssr.reason ?? 'not started'));
  return rows;
}

/** A row that says why a target was not measured, so the table never silently lacks it. */
function notMeasured(reason: string): RateFigures {
  console.log(`${SSR_LABEL}: not measured (${reason})`);
  return { label: SSR_LABEL, requests: 0, p50: 0, p95: 0, p99: 0, errors: 0, loadAverage: loadAverage(), note: `not measured: ${reason}` };
}

type Ssr = { url: string; stop: () => void; reason?: undefined } | { url: null; reason: string; stop?: undefined };

async function startSsr(databaseUrl: string): Promise<Ssr> {
  if (process.env.BENCH_SCALE_SSR === '0') return { url: null, reason: 'BENCH_SCALE_SSR=0' };
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) return { url: null, reason: 'no production build, run `npm run build` first' };
  const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(SSR_PORT), LOG_LEVEL: 'warn', DEMO_OPERATOR: '0', SEED_ON_START: '0' };
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${SSR_PORT}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, stop: () => child.pid && process.kill(-child.pid, 'SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  return { url: null, reason: 'the page server did not answer within 120 s' };
}

async function main() {
  const started = performance.now();
  const clusterUrl = pgTemp('start');
  process.once('exit', () => pgTemp('stop'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groops-scale-'));
  await adminQuery(clusterUrl, 'create database groops_scale');
  const databaseUrl = withDatabase(clusterUrl, 'groops_scale');
  const config = { ...readConfig({ ...process.env, LOG_LEVEL: 'silent' }), databaseUrl, dataDir, seedOnStart: true, seedImages: false, demoOperator: false };
  const ctx = await startContext(config);
  const served = await serveApi(ctx, async () => ctx.database.close());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const withSsr = async <T>(fn: (ssr: Ssr) => Promise<T>) => {
      const ssr = await startSsr(databaseUrl);
      try {
        return await fn(ssr);
      } finally {
        ssr.stop?.();
      }
    };
    console.log('demo size:');
    const demo = await withSsr(async (ssr) => measure(served.url, ssr, await sample(client)));
    console.log(`filling ${SHOPS} shops and ${PRODUCTS} products:`);
    const fillStarted = performance.now();
    await fillScale(client, { shops: SHOPS, products: PRODUCTS });
    const fillSeconds = Math.round((performance.now() - fillStarted) / 1000);
    console.log('at scale:');
    const picked = await sample(client);
    const scale = await withSsr(async (ssr) => measure(served.url, ssr, picked));
    const api = (p: string) => fetch(`${served.url}/api/v1${p}`).then((r) => r.arrayBuffer());
    const { plans, routes } = await explainPlans(client, points[0], {
      zones: () => api(`/rest/shops/paginate?perPage=12&address[latitude]=${points[0].latitude}&address[longitude]=${points[0].longitude}`),
      search: (term) => api(`/rest/products/search?perPage=10&search=${encodeURIComponent(term)}`),
      menu: () => api(`/rest/shops/${picked.shops[0]}/products`),
      product: () => api(`/rest/products/${picked.products[0]}`),
    });
    for (const p of plans) console.log(`\n### ${p.label}\n${p.plan}`);
    for (const r of routes) console.log(`\n### ${r.label}: the slowest statement\n${r.slowest}`);
    const lines = scaleMarkdown({ shops: SHOPS, products: PRODUCTS, rate: RATE, seconds: SECONDS, fillSeconds, demo, scale, plans, routes, totalSeconds: Math.round((performance.now() - started) / 1000) });
    if (process.env.BENCH_SCALE_WRITE !== '0') writeScaleSection(lines);
    console.log(lines.join('\n'));
  } finally {
    await client.end();
    await served.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
