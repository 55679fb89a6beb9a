import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError, invalid } from './api-error';
import { json, type RequestInfo, type RouteResult } from './route';

/**
 * `Idempotency-Key` on money-moving POSTs (contract §0.4, reliability G2). Keys are scoped per user.
 *   - the first request claims the key (a committed `in_flight` row), then does its work in one transaction
 *     that also stores the response, so "work done" and "response stored" commit together;
 *   - a replay gets the stored status and body with `Idempotent-Replayed: true`;
 *   - the same key with another route or body → 422; while the first is still running → 409;
 *   - an empty, over-long (> 255) or non-printable key → 400;
 *   - a failed first attempt releases the key: its transaction rolled back, so nothing happened to replay.
 * A claim left `in_flight` by a crashed process is taken over after STALE_MS.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const STALE_MS = 60_000;
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

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
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const now = ctx.clock.now();
  const claimed = await ctx.db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestHash, status: 'in_flight', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed.length) {
    const [row] = await ctx.db.select().from(idempotencyKeys).where(mine).limit(1);
    if (!row) throw new ApiError('CONFLICT', { message: 'The same request is being processed' });
    if (row.route !== route || row.requestHash !== requestHash) {
      throw new ApiError('UNPROCESSABLE', { message: 'This Idempotency-Key was used with a different request' });
    }
    if (row.status === 'done') return done({ status: row.responseStatus ?? 200, body: row.responseBody }, true);
    const takenOver = await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(and(mine, eq(idempotencyKeys.status, 'in_flight'), lt(idempotencyKeys.createdAt, new Date(now.getTime() - STALE_MS))))
      .returning({ key: idempotencyKeys.key });
    if (!takenOver.length) throw new ApiError('CONFLICT', { message: 'The same request is being processed' });
  }

  try {
    const result = await ctx.db.transaction(async (tx) => {
      const r = await work(tx);
      await tx.update(idempotencyKeys).set({ status: 'done', responseStatus: r.status, responseBody: r.body }).where(mine);
      return r;
    });
    return done(result, false);
  } catch (error) {
    await ctx.db.delete(idempotencyKeys).where(and(mine, eq(idempotencyKeys.status, 'in_flight'))).catch(() => {});
    throw error;
  }
}
