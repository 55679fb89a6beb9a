import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { fromJsonRow, jsonRow } from '../db/json-rows';
import { preparedQuery, preparedSql } from '../db/prepared';
import { idempotencyKeys } from '../db/schema';
import { ApiError, invalid } from './api-error';
import { json, type RequestInfo, type RouteResult } from './route';

/**
 * `Idempotency-Key` on money-moving POSTs (contract §0.4, reliability G2). Keys are scoped per user.
 *   - the request's one transaction first claims the key with a transaction-scoped advisory lock (reading a
 *     stored answer in the same statement), then does the work and stores the response, so "work done" and
 *     "response stored" commit together;
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

// The two statements of every keyed request (checkout's among them), built once (ADR 0026, ADR 0034).
const claimQuery = preparedSql<{ ok: boolean; stored: Record<string, unknown> | null }>('idempotency_claim_read', () => {
  const v = (name: string) => sql.placeholder(name);
  return sql`select pg_try_advisory_xact_lock(${v('id')}::bigint) as ok,
    (select ${jsonRow(idempotencyKeys, 'k')} from ${idempotencyKeys} k where k.user_id = ${v('userId')}::integer and k.key = ${v('key')}::text) as stored`;
});
/** Stores the answer unless a finished attempt's row is there: no row back then (see runIdempotent). */
const storeQuery = preparedSql<{ kept: number }>('idempotency_store_unless_done', () => {
  const v = (name: string) => sql.placeholder(name);
  return sql`insert into ${idempotencyKeys} as k (user_id, key, route, request_hash, status, response_status, response_body, created_at)
    values (${v('userId')}::integer, ${v('key')}::text, ${v('route')}::text, ${v('requestHash')}::text, 'done', ${v('status')}::integer, ${v('body')}::jsonb, ${v('at')}::timestamptz)
    on conflict (user_id, key) do update set status = excluded.status, response_status = excluded.response_status, response_body = excluded.response_body
    where k.status <> 'done' returning 1 as kept`;
});
const storedQuery = preparedQuery('idempotency_stored', (db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, sql.placeholder('userId')), eq(idempotencyKeys.key, sql.placeholder('key'))))
    .limit(1),
);

type StoredKey = typeof idempotencyKeys.$inferSelect;

const inFlight = () => new ApiError('CONFLICT', { message: 'The same request is being processed', headers: { 'Retry-After': IN_FLIGHT_RETRY_AFTER } });

/** Thrown inside the transaction when a finished attempt's row turned up at the store: rolls the work back. */
class FinishedMeanwhile extends Error {}

/** The stored answer of a finished attempt (422 when it was another request), or undefined when there is none. */
function replayOf(row: StoredKey | undefined, route: string, requestHash: string): WorkResult | undefined {
  if (!row) return undefined;
  if (row.route !== route || row.requestHash !== requestHash) {
    throw new ApiError('UNPROCESSABLE', { message: 'This Idempotency-Key was used with a different request' });
  }
  return row.status === 'done' ? { status: row.responseStatus ?? 200, body: row.responseBody } : undefined;
}

/**
 * Runs `work` in one transaction, at most once per (user, key) when the request carries a key.
 * The claim and the read of a stored answer are ONE statement (ADR 0034). Its snapshot can predate the commit of
 * an attempt that released the claim a moment before this statement took it, so a finished attempt may be missed
 * there; it is caught later instead: the store writes only over a row that is not done, so it returns nothing
 * when one is, and the whole work rolls back; a work that fails (e.g. its cart already gone) also looks for a
 * finished attempt after its rollback. Either way the client gets the first attempt's answer, and the work is
 * done once.
 */
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
  let working = false;
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [row] = await claimQuery(tx, { id: claimId(userId, key), userId, key });
      if (row?.ok !== true) throw inFlight();
      const replay = replayOf(row.stored ? fromJsonRow(idempotencyKeys, row.stored) : undefined, route, requestHash);
      if (replay) return { result: replay, replayed: true };
      working = true;
      const result = await work(tx);
      // As drizzle writes a jsonb value: JSON text (an undefined body is SQL NULL).
      const body = result.body === undefined ? null : JSON.stringify(result.body);
      const kept = await storeQuery(tx, { userId, key, route, requestHash, status: result.status, body, at: ctx.clock.now().toISOString() });
      if (!kept.length) throw new FinishedMeanwhile();
      return { result, replayed: false };
    });
    return done(outcome.result, outcome.replayed);
  } catch (error) {
    // Only a failure after the work began can hide a finished attempt (not a refused claim or a stored answer).
    if (!working) throw error;
    const [row] = await storedQuery(ctx.db, { userId, key });
    const replay = replayOf(row, route, requestHash);
    if (replay) return done(replay, true);
    throw error instanceof FinishedMeanwhile ? inFlight() : error;
  }
}
