/**
 * What must hold after a checkout burst, read back from the database: every violation is one line of text,
 * so the bench can report "0 violations" or say exactly what broke.
 */
import { sql } from 'drizzle-orm';
import { sqlRows, type TestApi } from '../../tests/api/harness';

export interface Outcome {
  buyerId: number;
  key: string;
  status: number;
  orderId: number | null;
  replayed: boolean;
}

export interface Snapshot {
  stock: Map<number, number>;
  wallet: Map<number, number>;
}

const idList = (ids: number[]) => sql.raw(`(${ids.map((n) => Math.trunc(n)).join(',')})`);

/** Every stock quantity and the buyers' wallet balances, before the burst. */
export async function snapshot(api: TestApi, buyerIds: number[]): Promise<Snapshot> {
  const stock = await sqlRows<{ id: number; quantity: number }>(api, sql`select id, quantity from stocks`);
  const wallet = await sqlRows<{ user_id: number; price: number }>(api, sql`select user_id, price from wallets where user_id in ${idList(buyerIds)}`);
  return {
    stock: new Map(stock.map((r) => [Number(r.id), Number(r.quantity)])),
    wallet: new Map(wallet.map((r) => [Number(r.user_id), Number(r.price)])),
  };
}

/** Orders, stock, wallets and idempotency keys of the buyers after the burst, against the snapshot. */
export async function violations(api: TestApi, before: Snapshot, buyerIds: number[], outcomes: Outcome[]): Promise<string[]> {
  const out: string[] = [];
  const ids = idList(buyerIds);
  const orders = await sqlRows<{ id: number; user_id: number; idempotency_key: string | null }>(api, sql`select id, user_id, idempotency_key from orders where user_id in ${ids}`);
  const created = outcomes.filter((o) => o.status === 201 && !o.replayed);
  if (orders.length !== created.length) out.push(`${orders.length} orders in the database for ${created.length} created (201) responses`);
  const answered = new Set(outcomes.filter((o) => o.status === 201).map((o) => o.orderId));
  for (const o of orders) if (!answered.has(Number(o.id))) out.push(`order ${o.id} exists but no response named it`);

  const perKey = new Map<string, number>();
  for (const o of orders) if (o.idempotency_key) perKey.set(o.idempotency_key, (perKey.get(o.idempotency_key) ?? 0) + 1);
  for (const [key, n] of perKey) if (n > 1) out.push(`Idempotency-Key ${key} made ${n} orders`);
  for (const o of outcomes.filter((x) => x.replayed)) {
    const first = created.find((c) => c.key === o.key);
    if (!first || first.orderId !== o.orderId) out.push(`replay of key ${o.key} answered order ${o.orderId}, not the first one`);
  }

  const ordered = await sqlRows<{ stock_id: number; n: number }>(
    api,
    sql`select d.stock_id, sum(d.quantity)::int as n from order_details d join orders o on o.id = d.order_id where o.user_id in ${ids} group by d.stock_id`,
  );
  const taken = new Map(ordered.map((r) => [Number(r.stock_id), Number(r.n)]));
  const after = await sqlRows<{ id: number; quantity: number }>(api, sql`select id, quantity from stocks`);
  for (const s of after) {
    const id = Number(s.id);
    const diff = (before.stock.get(id) ?? 0) - Number(s.quantity);
    if (diff !== (taken.get(id) ?? 0)) out.push(`stock ${id}: went down by ${diff} but orders hold ${taken.get(id) ?? 0}`);
    if (Number(s.quantity) < 0) out.push(`stock ${id} is ${s.quantity}`);
  }

  const [negative] = await sqlRows<{ n: number }>(api, sql`select count(*)::int as n from wallets where price < 0`);
  if (Number(negative.n) > 0) out.push(`${negative.n} wallets below 0`);
  const spent = await sqlRows<{ user_id: number; wallet: number; orders: number; paid: number }>(
    api,
    sql`select w.user_id, w.price as wallet,
        coalesce((select sum(o.total_price) from orders o join payments p on p.id = o.payment_id where o.user_id = w.user_id and p.tag = 'wallet'), 0)::bigint as orders,
        coalesce((select sum(t.price) from transactions t where t.user_id = w.user_id and t.status = 'paid'), 0)::bigint as paid
      from wallets w where w.user_id in ${ids}`,
  );
  for (const w of spent) {
    const expected = (before.wallet.get(Number(w.user_id)) ?? 0) - Number(w.orders);
    if (Number(w.wallet) !== expected) out.push(`wallet of user ${w.user_id} is ${w.wallet}, expected ${expected}`);
    if (Number(w.paid) !== Number(w.orders)) out.push(`user ${w.user_id} paid ${w.paid} from the wallet for orders totalling ${w.orders}`);
  }
  return out;
}
