/**
 * `npm run bench`: measures what the issues name so far and writes BENCHMARKS.md. Never part of the test pass.
 * Builds nothing itself: run `npm run build` first. Starts `next start` on a fresh embedded database, loopback only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

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

async function load(url: string, label: string) {
  await autocannon({ url, connections: 10, duration: 3 }); // warm-up
  const result = await autocannon({ url, connections: 20, duration: 10 });
  return { label, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn('npx', ['next', 'start', '-p', String(PORT)], { env: { ...process.env, DATA_DIR, PORT: String(PORT), LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true });
  try {
    await waitForHealth();
    const bundles = firstLoadJs();
    const runs = [
      await load(`${BASE}/`, 'SSR `/` (guest, desktop UA)'),
      await load(`${BASE}/api/v1/rest/settings`, 'API `rest/settings`'),
      await load(`${BASE}/api/v1/health`, 'API `health` (database round trip)'),
    ];
    const lines = [
      '# Benchmarks',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), production build, embedded PGlite, loopback.`,
      'Reproduce: `npm run build && npm run bench` (autocannon: 20 connections, 10 s after a 3 s warm-up).',
      '',
      '## Throughput',
      '',
      '| target | requests/s | p99 latency (ms) | errors + non-2xx |',
      '|---|---|---|---|',
      ...runs.map((r) => `| ${r.label} | ${r.rps} | ${r.p99} | ${r.errors} |`),
      '',
      '## First-load JavaScript per page',
      '',
      '| route | gzip (KB) | raw (KB) |',
      '|---|---|---|',
      ...bundles.map((b) => `| ${b.route} | ${b.gzipKb} | ${b.rawKb} |`),
      '',
    ];
    fs.writeFileSync('BENCHMARKS.md', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
