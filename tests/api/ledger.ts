import { sql } from 'drizzle-orm';
import { walletCreditTypes } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import type { TestApi } from './harness';

interface Drift {
  uuid: string;
  balance: number;
  ledger: number;
}

/**
 * Wallets whose balance differs from the sum of their history (credits minus debits; rejected or canceled
 * rows moved nothing). Every money path writes a history row with each balance change, so this is empty.
 */
export async function ledgerDrift(api: Pick<TestApi, 'ctx'>): Promise<Drift[]> {
  return ledgerDriftIn(api.ctx.db);
}

export async function ledgerDriftIn(db: Db): Promise<Drift[]> {
  const credits = sql.raw(walletCreditTypes.map((t) => `'${t}'`).join(', '));
  const result = (await db.execute(
    sql`select w.uuid, w.price as balance,
          coalesce(sum(case when h.type in (${credits}) then h.price else -h.price end) filter (where h.status in ('paid', 'processed')), 0) as ledger
        from wallets w left join wallet_histories h on h.wallet_uuid = w.uuid
        group by w.uuid, w.price
        having w.price <> coalesce(sum(case when h.type in (${credits}) then h.price else -h.price end) filter (where h.status in ('paid', 'processed')), 0)`,
  )) as unknown as { rows: Drift[] };
  return result.rows.map((r) => ({ uuid: r.uuid, balance: Number(r.balance), ledger: Number(r.ledger) }));
}

/** The ledger check: sum of history = balance, every wallet (every TestApi runs it when it closes). */
export async function expectLedgerBalanced(api: TestApi): Promise<void> {
  // Imported here, not at the top: the harness (and through it the checkout bench, run by tsx) imports this file.
  const { expect } = await import('vitest');
  expect(await ledgerDrift(api)).toEqual([]);
}
