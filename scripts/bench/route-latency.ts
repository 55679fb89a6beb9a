/**
 * Latency of one authenticated route under concurrent load: autocannon on loopback, each request signed as
 * the next buyer in turn (so 20 connections act for many customers, not one), bounded by a fixed duration.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadAverage } from './load-average';

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
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** Requests the client rotates through: enough for any run here (a route's pattern repeats per buyer anyway). */
const ROTATION = 20_000;

type LoadResult = Pick<autocannon.Result, 'requests' | 'latency' | 'errors' | 'timeouts' | 'non2xx'>;

/**
 * One autocannon run. With `LOAD_CLIENT=in-process` the load runs in this process (the method of earlier runs);
 * by default in a child process (load-client.mjs), so the API's event loop serves requests only.
 */
async function run(baseUrl: string, route: RouteLoad, connections: number, seconds: number): Promise<LoadResult> {
  const requests = Array.from({ length: ROTATION }, (_, i) => {
    const r = route.request(i);
    return {
      path: `/api/v1${r.path}`,
      headers: { authorization: `Bearer ${r.token}`, 'content-type': 'application/json' },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
    };
  });
  if (process.env.LOAD_CLIENT === 'in-process') {
    let next = 0;
    return autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      requests: [
        {
          method: route.method,
          setupRequest: (req) => {
            const r = requests[next++ % ROTATION];
            return { ...req, path: r.path, headers: { ...req.headers, ...r.headers }, body: r.body };
          },
        },
      ],
    });
  }
  const child = spawn(process.execPath, [path.join(__dirname, 'load-client.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify({ url: baseUrl, connections, seconds, method: route.method, requests }));
  let out = '';
  for await (const chunk of child.stdout) out += chunk;
  const [code] = (await once(child, 'close')) as [number];
  if (code !== 0) throw new Error(`load client exited with ${code}`);
  return JSON.parse(out) as LoadResult;
}

export async function measureRoute(baseUrl: string, route: RouteLoad, opts: LoadOptions): Promise<RouteFigures> {
  if (opts.warmupSeconds > 0) await run(baseUrl, route, opts.connections, opts.warmupSeconds);
  const loadAtStart = loadAverage();
  const r = await run(baseUrl, route, opts.connections, opts.seconds);
  return {
    label: route.label,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    loadAverage: loadAtStart,
  };
}
