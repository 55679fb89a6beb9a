import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, sqlRows, startTestApi, type TestApi } from './harness';

/**
 * An idle PostgreSQL connection outlives a short lull (ADR 0042): pg's pool closed it after 10 s, so the first
 * request after any quiet moment opened a new one and paid its connect, every Parse and five custom plans again
 * (a warm `orders/paginate` answered in ~5 ms, the first one after a 12 s pause in 30–42 ms).
 */
let api: TestApi;
const backendPids = async () =>
  (await sqlRows<{ pid: number }>(api, sql`select pg_backend_pid() as pid`)).map((r) => r.pid);

describe.skipIf(ENGINE === 'pglite')(`pooled connections across a lull (${ENGINE})`, () => {
  beforeAll(async () => {
    api = await startTestApi({ databasePoolSize: 1 });
  }, 60_000);
  afterAll(() => api?.close());

  it('serves the next statement on the same connection after 11 s without any', async () => {
    const [before] = await backendPids();
    await new Promise((r) => setTimeout(r, 11_000));
    const [after] = await backendPids();
    expect(after).toBe(before);
  }, 30_000);
});
