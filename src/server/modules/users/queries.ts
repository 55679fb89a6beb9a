import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { currencies, shops, userAddresses, users, wallets } from '../../db/schema';
import { referralStats } from '../referral/bonus';

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
const walletOf = preparedQuery('user_wallet', (db) => db.select().from(wallets).where(eq(wallets.userId, sql.placeholder('userId'))).limit(1));
const addressesOf = preparedQuery('user_addresses_of', (db) =>
  db.select().from(userAddresses).where(eq(userAddresses.userId, sql.placeholder('userId'))).orderBy(desc(userAddresses.active), userAddresses.id),
);
const shopOf = preparedQuery('user_shop', (db) =>
  db.select({ id: shops.id, uuid: shops.uuid, type: shops.type, status: shops.status }).from(shops).where(eq(shops.userId, sql.placeholder('userId'))).orderBy(shops.id).limit(1),
);

/** Wallet, addresses, shop and referral counters of a user (the row the session already loaded: its code never changes). */
export async function loadUserExtras(db: Db, user: Pick<UserRow, 'id' | 'myReferral'>) {
  const [wallet] = await walletOf(db, { userId: user.id });
  const addresses = await addressesOf(db, { userId: user.id });
  // User.shop (contract §4): the seller's shop, or the application under review.
  const [shop] = await shopOf(db, { userId: user.id });
  const referral = await referralStats(db, user, wallet?.uuid ?? null);
  return { wallet: wallet ?? null, addresses, shop: shop ?? null, referral };
}

/** A referral code nobody has yet: 8 upper-case letters and digits without look-alikes. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
