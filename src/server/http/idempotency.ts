import { createHash } from 'node:crypto';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { fromJsonRow } from '../db/json-rows';
import { idempotencyKeys } from '../db/schema';
import { claimId, claimQuery, storedQuery, storeQuery, type AnswerValues } from './idempotency-statements';
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

/**
 * Given to a keyed request's work: the values with which its last statement may store the answer itself
 * (keptAnswerCte, ADR 0035), saving the store's own statement. A work that does returns `kept`: whether the row
 * was written (false: a finished attempt's row was there).
 */
export interface AnswerKeeper {
  values(result: WorkResult): AnswerValues;
}
export interface WorkDone extends WorkResult {
  kept?: boolean;
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

type StoredKey = typeof idempotencyKeys.$inferSelect;

const inFlight = () => new ApiError('CONFLICT', { message: 'The same request is being processed', headers: { 'Retry-After': IN_FLIGHT_RETRY_AFTER } });

/** Thrown inside the transaction when a finished attempt's row turned up at the store: rolls the work back. */
export class FinishedMeanwhile extends Error {}

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
  work: (tx: Db, keeper: AnswerKeeper | null) => Promise<WorkDone>,
): Promise<RouteResult> {
  const key = readIdempotencyKey(req);
  if (key === null) return done(await ctx.db.transaction((tx) => work(tx, null)), false);

  const route = `POST ${req.path}`;
  const requestHash = createHash('sha256').update(`${route}\n${stable(requestBody)}`).digest('hex');
  let working = false;
  const keeper: AnswerKeeper = {
    values: (result) => ({
      keyUser: userId,
      keyKey: key,
      keyRoute: route,
      keyHash: requestHash,
      keyStatus: result.status,
      keyBody: result.body === undefined ? null : JSON.stringify(result.body),
      keyAt: ctx.clock.now().toISOString(),
    }),
  };
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [row] = await claimQuery(tx, { id: claimId(userId, key), userId, key });
      if (row?.ok !== true) throw inFlight();
      const replay = replayOf(row.stored ? fromJsonRow(idempotencyKeys, row.stored) : undefined, route, requestHash);
      if (replay) return { result: replay, replayed: true };
      working = true;
      const { kept, ...result } = await work(tx, keeper);
      if (!(kept ?? (await storeQuery(tx, keeper.values(result)))[0].kept)) throw new FinishedMeanwhile();
      return { result, replayed: false };
    });
    return done(outcome.result, outcome.replayed);
  } catch (error) {
    // Only a failure after the work began can hide a finished attempt (not a refused claim or a stored answer).
    if (!working) throw error;
    // A lookup that fails too (the database gone) leaves the work's own error as the answer.
    const [row] = await storedQuery(ctx.db, { userId, key }).catch(() => []);
    const replay = replayOf(row, route, requestHash);
    if (replay) return done(replay, true);
    throw error instanceof FinishedMeanwhile ? inFlight() : error;
  }
}
