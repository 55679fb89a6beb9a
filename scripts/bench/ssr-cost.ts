/**
 * `npx tsx scripts/bench/ssr-cost.ts` (after `npm run build`): what one rendered page costs the server — CPU ms per
 * request over a fixed number of requests at 2 connections, and its page data (`__NEXT_DATA__`) size in en and ar,
 * as a guest with a theme cookie (rendered, not from the page cache) and signed in. CPU per request holds up on a
 * busy shared machine where requests/s does not (issue 20).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { loadAverage } from './load-average';
import { groupCpuMs } from './server-cpu';
import { demoSessionCookie } from './signed-in';

const PORT = Number(process.env.BENCH_PORT || 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.cache/bench-cost-data';
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);

async function up(): Promise<void> {
  for (let i = 0; i < 480; i++) {
    if (await fetch(`${BASE}/api/v1/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

async function pageDataKb(path: string, cookie: string): Promise<number> {
  const html = await (await fetch(`${BASE}${path}`, { headers: { cookie } })).text();
  const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return Math.round(Buffer.byteLength(data) / 102.4) / 10;
}

async function main() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR, PORT: String(PORT), LOG_LEVEL: 'warn', DEMO_OPERATOR: '0' };
  const server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore', detached: true });
  try {
    await up();
    const visitors = { 'theme cookie': 'theme=light', 'signed in': await demoSessionCookie(BASE) };
    for (const path of ['/', '/restaurant/1', '/ar', '/ar/restaurant/1']) {
      for (const [who, cookie] of Object.entries(visitors)) {
        await autocannon({ url: `${BASE}${path}`, headers: { cookie }, connections: 2, amount: 20 }); // warm-up
        const cpu = groupCpuMs(server.pid!);
        const load = loadAverage();
        const run = await autocannon({ url: `${BASE}${path}`, headers: { cookie }, connections: 2, amount: REQUESTS });
        const ms = (groupCpuMs(server.pid!) - cpu) / run.requests.total;
        console.log(`| ${path} | ${who} | ${ms.toFixed(1)} | ${run.errors + run.non2xx} | ${await pageDataKb(path, cookie)} | ${load} |`);
      }
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
