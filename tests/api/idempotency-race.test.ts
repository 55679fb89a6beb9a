import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdempotent, type WorkResult } from '../../src/server/http/idempotency';
import { storeQuery } from '../../src/server/http/idempotency-statements';
import { ApiError } from '../../src/server/http/api-error';
import type { RequestInfo } from '../../src/server/http/route';
import { ENGINE, sqlRows, startTestApi, type TestApi } from './harness';

/**
 * The claim and the read of a stored answer are one statement (ADR 0034), whose snapshot can predate the commit
 * of an attempt that released the claim just before. These tests commit that attempt's row while the second
 * attempt's work runs (from another connection, so PostgreSQL only): the second must answer the first's
 * response and leave nothing of its own work behind.
 */

let api: TestApi;
const USER = 1;
const PATH = '/bench/idempotency-race';
const requestWith = (key: string): RequestInfo => ({
  requestId: randomUUID(),
  ip: '127.0.0.1',
  headers: { 'idempotency-key': key },
  path: PATH,
  search: new URLSearchParams(),
  locale: 'en',
  secure: false,
});
const FIRST: WorkResult = { status: 201, body: { data: { id: 'first' } } };

/** What a first attempt that finished a moment ago left: its 'done' row, committed on a pool connection. */
async function commitFirstAttempt(key: string, requestHash: string) {
  await api.ctx.db.execute(sql`insert into idempotency_keys (user_id, key, route, request_hash, status, response_status, response_body, created_at)
    values (${USER}, ${key}, ${`POST ${PATH}`}, ${requestHash}, 'done', ${FIRST.status}, ${JSON.stringify(FIRST.body)}::jsonb, now())`);
}

/** The request hash the first attempt stored: read back from a keyed run of the same body. */
async function hashOf(body: unknown): Promise<string> {
  const probe = randomUUID();
  await runIdempotent(api.ctx, requestWith(probe), USER, body, async () => ({ status: 200, body: null }));
  const [row] = await sqlRows<{ request_hash: string }>(api, sql`select request_hash from idempotency_keys where user_id = ${USER} and key = ${probe}`);
  return row.request_hash;
}

const marks = async (key: string) =>
  Number((await sqlRows<{ n: number }>(api, sql`select count(*)::int as n from order_status_events where note = ${key}`))[0].n);

/** A work that writes a row (rolled back if the answer is a replay) and meanwhile lets the first attempt commit. */
const workThat = (key: string, hash: string, then: 'finish' | 'fail') => async (tx: typeof api.ctx.db) => {
  await tx.execute(sql`insert into order_status_events (order_id, status, note, created_at) select id, 'new', ${key}, now() from orders order by id limit 1`);
  await commitFirstAttempt(key, hash);
  if (then === 'fail') throw new ApiError('NOT_FOUND');
  return { status: 201, body: { data: { id: 'second' } } };
};

describe.runIf(ENGINE === 'postgres')('an Idempotency-Key whose first attempt committed after the claim was read (postgres)', () => {
  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(() => api?.close());

  const REPLAYED = { kind: 'json', status: 201, body: FIRST.body, headers: { 'Idempotent-Replayed': 'true' } };

  it.each([
    ['when the store meets the finished row', 'finish', 1],
    ['instead of its own error when the work fails because the first attempt finished', 'fail', 2],
  ] as const)('answers the first response and rolls its own work back %s', async (_, then, n) => {
    const key = randomUUID();
    const body = { n };
    const result = await runIdempotent(api.ctx, requestWith(key), USER, body, workThat(key, await hashOf(body), then));
    expect(result).toMatchObject(REPLAYED);
    expect(await marks(key)).toBe(0);
  });

  it('does the same when the work kept the answer in its own last statement (as checkout does, ADR 0035)', async () => {
    const key = randomUUID();
    const body = { n: 5 };
    const hash = await hashOf(body);
    const result = await runIdempotent(api.ctx, requestWith(key), USER, body, async (tx, keeper) => {
      const second = await workThat(key, hash, 'finish')(tx);
      const [{ kept }] = await storeQuery(tx, keeper!.values(second));
      return { ...second, kept: kept === 1 };
    });
    expect(result).toMatchObject(REPLAYED);
    expect(await marks(key)).toBe(0);
  });

  it('still refuses the key for another request with 422, and fails as the work failed when no attempt finished', async () => {
    const key = randomUUID();
    await expect(runIdempotent(api.ctx, requestWith(key), USER, { n: 3 }, workThat(key, 'another-request', 'finish'))).rejects.toMatchObject({ http: 422 });
    expect(await marks(key)).toBe(0);
    const fresh = randomUUID();
    await expect(runIdempotent(api.ctx, requestWith(fresh), USER, { n: 4 }, async () => Promise.reject(new ApiError('NOT_FOUND')))).rejects.toMatchObject({ http: 404 });
  });
});
