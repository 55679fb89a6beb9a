/**
 * The signed-in rendered pages again, served as a PostgreSQL deployment runs on this host: `npm start` with
 * WEB_CONCURRENCY = the core count (one server process per core sharing the port, ADR 0038) on a throwaway
 * PostgreSQL (scripts/pg-temp.sh on a port of its own). Rows for BENCHMARKS.md's throughput table.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type { ThroughputRow } from './pages-markdown';
import { pgTemp } from './pg-temp';
import { assertRenderedForSession, demoSessionCookie } from './signed-in';
import { loadRow, waitForHealth } from './ssr-load';

const PG_PORT = process.env.BENCH_SSR_PG_PORT || '55492';
const PORT = Number(process.env.BENCH_CLUSTER_PORT || 3402);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.cache/bench-data-cluster';


export async function clusterRows(restaurant: string): Promise<ThroughputRow[]> {
  const processes = os.cpus().length;
  const databaseUrl = pgTemp('start', PG_PORT);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // Demo images are not drawn: the HTML is the same without the files, and drawing them would load the machine.
  const env = { ...process.env, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(processes), DATA_DIR, PORT: String(PORT), LOG_LEVEL: 'warn', DEMO_OPERATOR: '0', SEED_IMAGES: '0' };
  const server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore', detached: true });
  try {
    await waitForHealth(BASE);
    const session = await demoSessionCookie(BASE);
    await assertRenderedForSession(`${BASE}/`, session);
    const on = `PostgreSQL, ${processes} server processes`;
    return [
      await loadRow(`${BASE}/`, `SSR \`/\` signed in, ${on} (rendered every time)`, { cookie: session }, server.pid),
      await loadRow(`${BASE}${restaurant}`, `SSR \`${restaurant}\` signed in, ${on} (rendered every time)`, { cookie: session }, server.pid),
    ];
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 2000));
    pgTemp('stop', PG_PORT);
  }
}
