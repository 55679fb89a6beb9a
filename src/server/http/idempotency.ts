import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { preparedQuery, preparedSql } from '../db/prepared';
import { idempotencyKeys } from '../db/schema';
import { ApiError, invalid } from './api-error';
import { json, type RequestInfo, type RouteResult } from './route';

/**
 * `Idempotency-Key` on money-moving POSTs (contract §0.4, reliability G2). Keys are scoped per user.
 *   - the request's one transaction first claims the key with a transaction-scoped advisory lock, then does the
 *     work and stores the response, so "work done" and "response stored" commit together;
 *   - a replay gets the stored status and body with `Idempotent-Replayed: true`;
 *   - the same key with another route or body → 422; while the first is still running → 409 with Retry-After;
 *   - an empty, over-long (> 255) or non-printable key → 400;
 *   - a failed first attempt releases the key: its transaction rolled back, so nothing happened to replay.
 * The claim lives exactly as long as its transaction: PostgreSQL drops it when the owner commits, rolls back,
 * loses its connection or the server restarts, so a retry after a crash never waits on an abandoned claim.
 * (Rows left `in_flight` by older versions, which claimed with a committed row, are simply taken over.)
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
/** Seconds a client should wait before retrying a key that is in flight (a checkout takes well under one). */
const IN_FLIGHT_RETRY_AFTER = '1';

export interface WorkResult {
  status: number;
  body: unknown;
}

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function readIdempotencyKey(req: RequestInfo): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw.join(',') : raw;
  if (!KEY_SHAPE.test(key)) throw invalid({ 'Idempotency-Key': ['Must be 1 to 255 printable ASCII characters'] });
  return key;
}

const done = (r: WorkResult, replayed: boolean): RouteResult =>
  json(r.body, { status: r.status, headers: replayed ? { 'Idempotent-Replayed': 'true' } : undefined });

/** The advisory lock id of one (user, key): 64 bits of a hash, namespaced so no other lock can share it. */
function claimId(userId: number, key: string): string {
  return createHash('sha256').update(`idempotency-key\n${userId}\n${key}`).digest().readBigInt64BE(0).toString();
}

// The three statements of every keyed request (checkout's among them), built once (ADR 0026).
const claimQuery = preparedSql<{ ok: boolean }>('idempotency_claim', () => sql`select pg_try_advisory_xact_lock(${sql.placeholder('id')}::bigint) as ok`);
const storedQuery = preparedQuery('idempotency_stored', (db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, sql.placeholder('userId')), eq(idempotencyKeys.key, sql.placeholder('key'))))
    .limit(1),
);
const storeQuery = preparedSql('idempotency_store', () => {
  const v = (name: string) => sql.placeholder(name);
  return sql`insert into ${idempotencyKeys} (user_id, key, route, request_hash, status, response_status, response_body, created_at)
    values (${v('userId')}::integer, ${v('key')}::text, ${v('route')}::text, ${v('requestHash')}::text, 'done', ${v('status')}::integer, ${v('body')}::jsonb, ${v('at')}::timestamptz)
    on conflict (user_id, key) do update set status = excluded.status, response_status = excluded.response_status, response_body = excluded.response_body`;
});

/** Takes the claim for this transaction, or false when another live transaction holds it. */
async function claim(tx: Db, userId: number, key: string): Promise<boolean> {
  const [row] = await claimQuery(tx, { id: claimId(userId, key) });
  return row?.ok === true;
}

const inFlight = () => new ApiError('CONFLICT', { message: 'The same request is being processed', headers: { 'Retry-After': IN_FLIGHT_RETRY_AFTER } });

/** Runs `work` in one transaction, at most once per (user, key) when the request carries a key. */
export async function runIdempotent(
  ctx: AppContext,
  req: RequestInfo,
  userId: number,
  requestBody: unknown,
  work: (tx: Db) => Promise<WorkResult>,
): Promise<RouteResult> {
  const key = readIdempotencyKey(req);
  if (key === null) return done(await ctx.db.transaction(work), false);

  const route = `POST ${req.path}`;
  const requestHash = createHash('sha256').update(`${route}\n${stable(requestBody)}`).digest('hex');
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, userId, key))) throw inFlight();
    // Read after the claim: a finished first attempt committed before it released the lock.
    const [row] = await storedQuery(tx, { userId, key });
    if (row && (row.route !== route || row.requestHash !== requestHash)) {
      throw new ApiError('UNPROCESSABLE', { message: 'This Idempotency-Key was used with a different request' });
    }
    if (row?.status === 'done') return { result: { status: row.responseStatus ?? 200, body: row.responseBody }, replayed: true };
    const result = await work(tx);
    // As drizzle writes a jsonb value: JSON text (an undefined body is SQL NULL).
    const body = result.body === undefined ? null : JSON.stringify(result.body);
    await storeQuery(tx, { userId, key, route, requestHash, status: result.status, body, at: ctx.clock.now().toISOString() });
    return { result, replayed: false };
  });
  return done(outcome.result, outcome.replayed);
}
