import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { currencies, shops, userAddresses, users, wallets } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, login: { email?: string; phone?: string }): Promise<UserRow | null> {
  const where = login.email ? eq(users.email, login.email) : eq(users.phone, login.phone ?? '');
  const [row] = await db.select().from(users).where(where).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The currency answers are shown in: the requested one if active, else the default. */
/** One shape for both cases (no id: `id = null` is never true, so only the default matches); built once (ADR 0018). */
const currencyOrDefault = preparedQuery('currency_or_default', (db) =>
  db
    .select()
    .from(currencies)
    .where(and(eq(currencies.active, true), sql`(${currencies.id} = ${sql.placeholder('id')} or ${currencies.default})`)),
);

export async function resolveCurrency(db: Db, currencyId?: number) {
  const rows = await currencyOrDefault(db, { id: currencyId || null });
  return rows.find((c) => c.id === currencyId) ?? rows.find((c) => c.default) ?? null;
}

// The profile's extras are read on every signed-in page render: fixed-shape statements built once (ADR 0018).
const addressesOf = preparedQuery('user_addresses_of', (db) =>
  db.select().from(userAddresses).where(eq(userAddresses.userId, sql.placeholder('userId'))).orderBy(desc(userAddresses.active), userAddresses.id),
);

type Bonus = { count: number; price: number };
const bonusOf = (type: string) =>
  sql`json_build_object('count', count(*) filter (where h.type = ${sql.raw(`'${type}'`)}), 'price', coalesce(sum(h.price) filter (where h.type = ${sql.raw(`'${type}'`)}), 0))`;

/**
 * Wallet, shop and referral counters in one statement instead of five (ADR 0023): each statement is a round trip
 * through the embedded database's protocol, the biggest part of a signed-in render after React. The wallet is
 * unique per user; the shop is the user's first (User.shop, contract §4: the seller's shop or the application
 * under review); the counters are the referral bonuses earned as referrer (from) and as referee (to).
 */
const extrasOf = preparedQuery('user_extras', (db) =>
  db
    .select({
      wallet: wallets,
      shop: { id: shops.id, uuid: shops.uuid, type: shops.type, status: shops.status },
      invited: sql<number>`(select count(*) from ${users} r where r.referral = ${sql.placeholder('code')})`.mapWith(Number),
      from: sql<Bonus>`(select ${bonusOf('referral_from_topup')} from wallet_histories h where h.wallet_uuid = ${wallets.uuid})`,
      to: sql<Bonus>`(select ${bonusOf('referral_to_topup')} from wallet_histories h where h.wallet_uuid = ${wallets.uuid})`,
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .leftJoin(shops, eq(shops.id, sql`(select min(s.id) from ${shops} s where s.user_id = ${users.id})`))
    .where(eq(users.id, sql.placeholder('userId'))),
);

const noBonus = (): Bonus => ({ count: 0, price: 0 });

/** Wallet, addresses, shop and referral counters of a user (the row the session already loaded: its code never changes). */
export async function loadUserExtras(db: Db, user: Pick<UserRow, 'id' | 'myReferral'>) {
  const [row] = await extrasOf(db, { userId: user.id, code: user.myReferral });
  const addresses = await addressesOf(db, { userId: user.id });
  // Without a wallet there are no bonus rows (the counters stay at zero).
  const wallet = row?.wallet ?? null;
  const referral = { invited: row?.invited ?? 0, from: (wallet && row?.from) || noBonus(), to: (wallet && row?.to) || noBonus() };
  return { wallet, addresses, shop: row?.shop ?? null, referral };
}

/** A referral code nobody has yet: 8 upper-case letters and digits without look-alikes. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
