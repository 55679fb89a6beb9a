import { and, eq, sql } from 'drizzle-orm';
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

type Bonus = { count: number; price: number };
const bonusOf = (type: string) =>
  sql`json_build_object('count', count(*) filter (where h.type = ${sql.raw(`'${type}'`)}), 'price', coalesce(sum(h.price) filter (where h.type = ${sql.raw(`'${type}'`)}), 0))`;

type AddressRow = typeof userAddresses.$inferSelect;
type CurrencyRow = typeof currencies.$inferSelect;
/** An address row as json (camelCase keys; times as epoch ms, which keeps what drizzle's Date kept). */
type AddressJson = Omit<AddressRow, 'createdAt' | 'updatedAt'> & { createdAt: number; updatedAt: number };
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from a.${column}) * 1000)::float8`);

/**
 * Everything the profile adds to the session's user, in ONE statement (ADR 0023, 0027): every statement is a
 * round trip through the embedded database's protocol (~1 ms of CPU even for `select 1`), and every signed-in
 * page render reads this. The wallet is unique per user; the shop is the user's first (User.shop, contract §4:
 * the seller's shop or the application under review); the counters are the referral bonuses earned as referrer
 * (from) and as referee (to); the addresses come as one json array in the order the profile lists them; the
 * currency candidates are the asked one (when active) and the default, as in `resolveCurrency`.
 */
const profileExtrasOf = preparedQuery('user_profile_extras', (db) =>
  db
    .select({
      wallet: wallets,
      shop: { id: shops.id, uuid: shops.uuid, type: shops.type, status: shops.status },
      invited: sql<number>`(select count(*) from ${users} r where r.referral = ${sql.placeholder('code')})`.mapWith(Number),
      from: sql<Bonus>`(select ${bonusOf('referral_from_topup')} from wallet_histories h where h.wallet_uuid = ${wallets.uuid})`,
      to: sql<Bonus>`(select ${bonusOf('referral_to_topup')} from wallet_histories h where h.wallet_uuid = ${wallets.uuid})`,
      addresses: sql<AddressJson[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'userId', a.user_id, 'title', a.title,
        'address', a.address, 'location', a.location, 'active', a.active, 'createdAt', ${epochMs('created_at')},
        'updatedAt', ${epochMs('updated_at')}) order by a.active desc, a.id), '[]'::json) from ${userAddresses} a where a.user_id = ${users.id})`,
      currencies: sql<CurrencyRow[]>`(select coalesce(json_agg(c), '[]'::json) from ${currencies} c
        where c.active and (c.id = ${sql.placeholder('currencyId')} or c.default))`,
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .leftJoin(shops, eq(shops.id, sql`(select min(s.id) from ${shops} s where s.user_id = ${users.id})`))
    .where(eq(users.id, sql.placeholder('userId'))),
);

const noBonus = (): Bonus => ({ count: 0, price: 0 });
const addressOf = (a: AddressJson): AddressRow => ({ ...a, createdAt: new Date(a.createdAt), updatedAt: new Date(a.updatedAt) });

/**
 * Wallet, addresses, shop and referral counters of a user (the row the session already loaded: its code never
 * changes), with the currency answers are shown in (`resolveCurrency`'s choice): one statement.
 */
export async function loadUserProfile(db: Db, user: Pick<UserRow, 'id' | 'myReferral'>, currencyId?: number) {
  const [row] = await profileExtrasOf(db, { userId: user.id, code: user.myReferral, currencyId: currencyId || null });
  // Without a wallet there are no bonus rows (the counters stay at zero).
  const wallet = row?.wallet ?? null;
  const referral = { invited: row?.invited ?? 0, from: (wallet && row?.from) || noBonus(), to: (wallet && row?.to) || noBonus() };
  const extras = { wallet, addresses: (row?.addresses ?? []).map(addressOf), shop: row?.shop ?? null, referral };
  const candidates = row?.currencies ?? [];
  const currency = candidates.find((c) => c.id === currencyId) ?? candidates.find((c) => c.default) ?? null;
  return { extras, currency };
}

/** A referral code nobody has yet: 8 upper-case letters and digits without look-alikes. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
