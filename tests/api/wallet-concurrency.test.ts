import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, startTestApi, type TestApi } from './harness';
import { expectLedgerBalanced } from './ledger';
import { balanceOf, makePeople, send } from './wallet-fixtures';

/**
 * Wallet races on real PostgreSQL (money invariants of issue 17). PGlite has one connection, so parallel
 * requests run one after another there and prove nothing: the suite runs when DATABASE_URL is set.
 */

let api: TestApi;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe.runIf(ENGINE === 'postgres')('wallet under concurrency (postgres)', () => {
  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(async () => {
    if (!api) return;
    await expectLedgerBalanced(api);
    await api.close();
  });

  it('50 parallel debits never take a wallet below 0: exactly the ones the balance covers succeed', async () => {
    const [payer, payee] = await makePeople(api, 2, 1_000);
    const results = await Promise.all(Array.from({ length: 50 }, () => send(api, payer, { price: 1, uuid: payee.walletUuid })));
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 10, 400: 40 });
    expect(results.filter((r) => r.status === 400).every((r) => r.body.statusCode === 'ERROR_109')).toBe(true);
    expect(await balanceOf(api, payer.id)).toBe(0);
    expect(await balanceOf(api, payee.id)).toBe(2_000);
  }, 120_000);

  it('20 parallel transfers A→B and B→A conserve the total and never deadlock', async () => {
    const [a, b] = await makePeople(api, 2, 5_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? send(api, a, { price: 3.5, uuid: b.walletUuid }) : send(api, b, { price: 2.25, uuid: a.walletUuid }))),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 20 });
    const [ba, bb] = [await balanceOf(api, a.id), await balanceOf(api, b.id)];
    expect(ba + bb).toBe(10_000);
    expect(ba).toBe(5_000 - 10 * 350 + 10 * 225);
  }, 120_000);

  it('one transfer sent 10 times in parallel with one Idempotency-Key moves money once', async () => {
    const [a, b] = await makePeople(api, 2, 5_000);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => send(api, a, { price: 10, uuid: b.walletUuid }, key)));
    const statuses = tally(results.map((r) => r.status));
    expect((statuses[201] ?? 0) + (statuses[409] ?? 0)).toBe(10);
    expect(results.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    expect(await balanceOf(api, a.id)).toBe(4_000);
    expect(await balanceOf(api, b.id)).toBe(6_000);
  }, 120_000);
});
