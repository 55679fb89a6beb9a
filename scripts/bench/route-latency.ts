/**
 * Latency of one authenticated route under concurrent load: autocannon on loopback, each request signed as
 * the next buyer in turn (so 20 connections act for many customers, not one), bounded by a fixed duration.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type autocannon from 'autocannon';
import { loadAverage } from './load-average';
import { postgresCpuMs } from './server-cpu';

export interface RouteLoad {
  label: string;
  method: 'GET' | 'POST';
  /** Path under /api/v1 and the JSON body for the i-th request (buyer i modulo the buyer count). */
  request: (i: number) => { path: string; token: string; body?: unknown };
}

export interface RouteFigures {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The machine's 1-minute load average when the measured run started. */
  loadAverage: number;
  /** CPU ms per request of this process (the API; the load client runs in a child) and of PostgreSQL's processes. */
  apiCpuMs: number;
  postgresCpuMs: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** Requests the client rotates through: enough for any run here (a route's pattern repeats per buyer anyway). */
const ROTATION = 20_000;

type LoadResult = Pick<autocannon.Result, 'requests' | 'latency' | 'errors' | 'timeouts' | 'non2xx'>;

/** One autocannon run, in a child process (load-client.mjs) so the API's event loop serves requests only. */
async function run(baseUrl: string, route: RouteLoad, connections: number, seconds: number): Promise<LoadResult> {
  const requests = Array.from({ length: ROTATION }, (_, i) => {
    const r = route.request(i);
    return {
      path: `/api/v1${r.path}`,
      headers: { authorization: `Bearer ${r.token}`, 'content-type': 'application/json' },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
    };
  });
  const child = spawn(process.execPath, [path.join(__dirname, 'load-client.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const closed = once(child, 'close');
  child.stdin.end(JSON.stringify({ url: baseUrl, connections, seconds, method: route.method, requests }));
  let out = '';
  for await (const chunk of child.stdout) out += chunk;
  const [code] = (await closed) as [number];
  if (code !== 0) throw new Error(`load client exited with ${code}`);
  return JSON.parse(out) as LoadResult;
}

export async function measureRoute(baseUrl: string, route: RouteLoad, opts: LoadOptions): Promise<RouteFigures> {
  if (opts.warmupSeconds > 0) await run(baseUrl, route, opts.connections, opts.warmupSeconds);
  const loadAtStart = loadAverage();
  const cpu = process.cpuUsage();
  const pg = postgresCpuMs();
  const r = await run(baseUrl, route, opts.connections, opts.seconds);
  const used = process.cpuUsage(cpu);
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, r.requests.total)) * 100) / 100;
  return {
    apiCpuMs: perRequest((used.user + used.system) / 1000),
    postgresCpuMs: perRequest(postgresCpuMs() - pg),
    label: route.label,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    loadAverage: loadAtStart,
  };
}
