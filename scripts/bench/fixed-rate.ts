/**
 * An open-loop load at a fixed rate: one request every 1000/rate ms whatever the answers' speed (unlike autocannon's
 * closed loop, a slow answer does not slow the sender down), so the percentiles are the latency a visitor sees at that
 * traffic. Each request URL comes from `urlFor(i)`.
 */
import { loadAverage } from './load-average';

export interface RateFigures {
  label: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** 1-minute load average when the measured run started, and when it ended (the average lags by a minute). */
  loadAverage: number;
  loadAverageEnd?: number;
  /** Why a target has no figures (e.g. no production build for SSR). */
  note?: string;
}

const pct = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10 : 0);

export async function fixedRate(label: string, urlFor: (i: number) => string, opts: { rate: number; seconds: number; warmupSeconds?: number; headers?: Record<string, string> }): Promise<RateFigures> {
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let errors = 0;
    const total = Math.round(opts.rate * seconds);
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / opts.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inFlight.push(
        (async () => {
          const t = performance.now();
          try {
            const res = await fetch(urlFor(i), { headers: opts.headers });
            await res.arrayBuffer();
            if (!res.ok) errors++;
          } catch {
            errors++;
          }
          latencies.push(performance.now() - t);
        })(),
      );
    }
    await Promise.all(inFlight);
    return { latencies: latencies.sort((a, b) => a - b), errors };
  };
  if (opts.warmupSeconds) await run(opts.warmupSeconds);
  const loadAtStart = loadAverage();
  const { latencies, errors } = await run(opts.seconds);
  const row = { label, requests: latencies.length, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), errors, loadAverage: loadAtStart, loadAverageEnd: loadAverage() };
  console.log(`${label}: p50 ${row.p50} / p95 ${row.p95} / p99 ${row.p99} ms, ${errors} errors, load ${row.loadAverage} → ${row.loadAverageEnd}`);
  return row;
}
