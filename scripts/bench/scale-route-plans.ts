/**
 * The plans of what the measured routes really send (ADR 0016): one request per route with the driver's query
 * entry point wrapped, then EXPLAIN ANALYZE of each recorded select with its own values, on the bench's client.
 * Each statement is summed up by its scans (index or sequential) and time; the slowest one's plan is kept whole.
 */
import pg from 'pg';

export interface RoutePlan {
  label: string;
  statements: { sql: string; ms: number; scans: string[] }[];
  slowest: string;
}

type Recorded = { text: string; values: unknown[] };

/** Runs `fn` recording the statements sent by every pg client except `mine`. */
async function record(mine: pg.Client, fn: () => Promise<unknown>): Promise<Recorded[]> {
  const log: Recorded[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function recording(this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text: string; values?: unknown[] };
    // drizzle passes the values either inside the config or as the second argument
    if (this !== mine) log.push({ text: typeof q === 'string' ? q : q.text, values: (typeof q === 'string' ? undefined : q.values) ?? (args[1] as unknown[]) ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return log.filter((s) => /^\s*(select|with)\b/i.test(s.text));
}

const SCAN = /(Seq Scan|Parallel Seq Scan|Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)?(?: using (\S+))? on (\S+)|Bitmap Index Scan on (\S+)/;

export async function explainStatement(client: pg.Client, s: Recorded, setup: string[] = []): Promise<string> {
  await client.query('begin');
  try {
    for (const statement of setup) await client.query(statement);
    const r = await client.query(`explain (analyze, costs off, timing on, summary on) ${s.text}`, s.values);
    return r.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
  }
}

export const executionMs = (plan: string) => Number(/Execution Time: ([0-9.]+) ms/.exec(plan)?.[1] ?? NaN);

const scansOf = (plan: string) =>
  [...new Set(plan.split('\n').flatMap((line) => {
    const m = SCAN.exec(line);
    if (!m) return [];
    return [m[4] ? `Bitmap Index Scan on ${m[4]}` : `${m[1]}${m[2] ? ` using ${m[2]}` : ''} on ${m[3]}`];
  }))];

/** Records one request of `call` and explains each of its selects. */
export async function routePlan(client: pg.Client, label: string, call: () => Promise<unknown>): Promise<RoutePlan> {
  await call(); // warm: caches of settings and currencies answer without SQL afterwards, as in the measured load
  const statements = await record(client, call);
  const explained = [];
  for (const s of statements) {
    const plan = await explainStatement(client, s);
    explained.push({ sql: s.text.replace(/\s+/g, ' ').slice(0, 140), ms: executionMs(plan), scans: scansOf(plan), plan });
  }
  const slowest = explained.reduce((a, b) => (b.ms > a.ms ? b : a), explained[0]);
  return { label, statements: explained.map(({ sql, ms, scans }) => ({ sql, ms, scans })), slowest: slowest?.plan ?? '' };
}

/** The recorded statements of one request (for the before/after plans of a single statement). */
export const recordStatements = record;
