/**
 * The framework's floor for issue 20 item 4: a one-page pages-router app (a heading, a line, a button with a
 * counter; server-rendered per request) built with this repo's Next and React, scored by the same Lighthouse routine
 * as our pages. Whatever it scores is the most any page of ours can score on this host: React's start-up and Next's
 * client alone. `BENCH_FLOOR=0` skips it. Standalone: `npx tsx scripts/bench/framework-floor.ts [runs] [slowdowns]`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureLighthouse, type LighthouseFigures } from './lighthouse';
import { waitForOk } from './ssr-load';

const DIR = path.join(process.cwd(), '.cache', 'framework-floor');
const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
export const FLOOR_LABEL = 'framework floor (one-page Next app)';

const PAGE = `import { useState } from 'react';
export default function Home() {
  const [count, setCount] = useState(0);
  return (
    <main style={{ fontFamily: 'sans-serif', padding: 16 }}>
      <h1>Floor</h1>
      <p>The smallest server-rendered pages-router page: what Next and React cost before any of our code.</p>
      <button onClick={() => setCount(count + 1)}>pressed {count}</button>
    </main>
  );
}
export async function getServerSideProps() { return { props: {} }; }
`;

/** Writes and builds the one-page app in .cache (Turbopack resolves packages from this repo's node_modules). */
function buildFloorApp(): void {
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(DIR, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(DIR, 'pages', 'index.js'), PAGE);
  fs.writeFileSync(path.join(DIR, 'package.json'), '{ "name": "framework-floor", "private": true }\n');
  fs.writeFileSync(path.join(DIR, 'next.config.js'), `module.exports = { turbopack: { root: ${JSON.stringify(process.cwd())} } };\n`);
  const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: DIR, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error(`framework floor: next build failed\n${built.stdout}\n${built.stderr}`);
}

/** Guest Lighthouse rows of the one-page app at each CPU slowdown, labelled FLOOR_LABEL. */
export async function measureFrameworkFloor(runs: number, slowdowns: number[], port: number): Promise<LighthouseFigures[]> {
  buildFloorApp();
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], { cwd: DIR, stdio: 'ignore', detached: true });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitForOk(url);
    const rows: LighthouseFigures[] = [];
    for (const slowdown of slowdowns) rows.push({ ...(await measureLighthouse(url, runs, undefined, slowdown)), label: FLOOR_LABEL });
    return rows;
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

if (process.argv[1]?.endsWith('bench/framework-floor.ts')) {
  const runs = Number(process.argv[2] || 5);
  const slowdowns = (process.argv[3] || '4,8').split(',').map(Number);
  measureFrameworkFloor(runs, slowdowns, 3470).then(
    (rows) => rows.forEach((r) => console.log(`floor ×${r.cpuSlowdown}: median ${r.score} (${r.scores.join(', ')}), TBT ${Math.round(r.tbtMs)} ms, benchmarkIndex ${Math.round(r.benchmarkIndex)}`)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
