/**
 * Latency of one authenticated route under concurrent load: autocannon on loopback, each request signed as
 * the next buyer in turn (so 20 connections act for many customers, not one), bounded by a fixed duration.
 */
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

async function run(baseUrl: string, route: RouteLoad, connections: number, seconds: number) {
  let next = 0;
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: route.method,
        setupRequest: (req) => {
          const r = route.request(next++);
          return {
            ...req,
            path: `/api/v1${r.path}`,
            headers: { ...req.headers, authorization: `Bearer ${r.token}`, 'content-type': 'application/json' },
            body: r.body === undefined ? undefined : JSON.stringify(r.body),
          };
        },
      },
    ],
  });
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
