import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { users, walletHistories, wallets } from '../../src/server/db/schema';
import { issueToken } from '../../src/server/modules/auth/tokens';
import { sqlRows, type TestApi } from './harness';

/** Shared set-up of the wallet tests: fresh people with a token and a wallet whose balance is in its history. */

export interface Person {
  id: number;
  token: string;
  email: string;
  walletUuid: string;
}

/** `n` fresh users, each with a wallet of `balance` minor units opened by a matching top-up history row. */
export async function makePeople(api: TestApi, n: number, balance = 0, extra: Partial<typeof users.$inferInsert> = {}): Promise<Person[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await api.ctx.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `w-${tag}-${i}@groops.test`, firstname: `Wally${i}`, lastname: 'Tester', myReferral: `W${tag}${i}`.toUpperCase(), ...extra })))
    .returning({ id: users.id, email: users.email });
  const walletRows = await api.ctx.db.insert(wallets).values(rows.map((r) => ({ userId: r.id, price: balance }))).returning({ uuid: wallets.uuid, userId: wallets.userId });
  if (balance > 0) await api.ctx.db.insert(walletHistories).values(walletRows.map((w) => ({ walletUuid: w.uuid, type: 'topup', price: balance, status: 'paid', note: 'Opening balance' })));
  return Promise.all(
    rows.map(async (r) => ({ id: r.id, email: r.email!, token: await issueToken(api.ctx.db, r.id, api.clock.now(), 1), walletUuid: walletRows.find((w) => w.userId === r.id)!.uuid })),
  );
}

export async function balanceOf(api: TestApi, userId: number): Promise<number> {
  const [row] = await sqlRows<{ price: string | number }>(api, sql`select price from wallets where user_id = ${userId}`);
  return Number(row?.price ?? 0);
}

export const send = (api: TestApi, from: { token: string }, body: unknown, key?: string) =>
  api.call('POST', '/dashboard/user/wallet/send', { token: from.token, body, headers: key ? { 'idempotency-key': key } : undefined });
