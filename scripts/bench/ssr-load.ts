/**
 * One throughput row: autocannon at 20 connections for 10 s after a 10 s warm-up at the same load, with the server
 * group's CPU per request. The warm-up is long enough for V8 to have optimised the page's render path: after 3 s a
 * signed-in shop page still ran ~25 % below the rate it keeps for as long as a server runs (159 → 207 req/s on PGlite).
 */
import autocannon from 'autocannon';
import { loadAverage } from './load-average';
import type { ThroughputRow } from './pages-markdown';
import { groupCpuMs } from './server-cpu';

export async function loadRow(url: string, label: string, headers: Record<string, string> = {}, serverGroup = 0): Promise<ThroughputRow> {
  await autocannon({ url, headers, connections: 20, duration: 10 }); // warm-up
  const loadAtStart = loadAverage();
  const cpuAtStart = serverGroup ? groupCpuMs(serverGroup) : 0;
  const result = await autocannon({ url, headers, connections: 20, duration: 10 });
  const cpuMsPerRequest = serverGroup && result.requests.total ? Math.round(((groupCpuMs(serverGroup) - cpuAtStart) / result.requests.total) * 10) / 10 : undefined;
  const row = { label, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx, loadAverage: loadAtStart, cpuMsPerRequest };
  console.log(`${label}: ${row.rps} requests/s, p99 ${row.p99} ms, ${row.errors} errors, load average ${row.loadAverage}, server CPU ${cpuMsPerRequest} ms/request`);
  return row;
}

/** Resolves once `url` answers 200 (two minutes at most). */
export async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer 200`);
}

/** Resolves once `${base}/api/v1/health` answers 200 (two minutes at most). */
export const waitForHealth = (base: string): Promise<void> => waitForOk(`${base}/api/v1/health`);
