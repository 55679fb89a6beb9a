import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { currencies, shops, userAddresses, users, wallets } from '../../db/schema';
import type { UserRow } from './queries';

type Bonus = { count: number; price: number };
const bonusOf = (type: string) =>
  sql`json_build_object('count', count(*) filter (where h.type = ${sql.raw(`'${type}'`)}), 'price', coalesce(sum(h.price) filter (where h.type = ${sql.raw(`'${type}'`)}), 0))`;

type AddressRow = typeof userAddresses.$inferSelect;
type CurrencyRow = typeof currencies.$inferSelect;
/** An address row as json (camelCase keys; times as epoch ms, the precision drizzle's Date keeps). */
type AddressJson = Omit<AddressRow, 'createdAt' | 'updatedAt'> & { createdAt: number; updatedAt: number };
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from a.${column}) * 1000)::float8`);

/**
 * Everything the profile adds to the session's user, as columns of a query over `users` (ADR 0023, 0027): the
 * wallet (unique per user), the user's first shop (User.shop, contract §4: the seller's shop or the application
 * under review), the referral counters (users who signed up with the code; bonuses earned as referrer — from —
 * and as referee — to), the addresses as one json array in the profile's order, and the active currencies (few;
 * the answer's currency is picked from them as `resolveCurrency` does). Needs `profileJoins`.
 */
export const profileColumns = {
  wallet: wallets,
  shop: { id: shops.id, uuid: shops.uuid, type: shops.type, status: shops.status },
  invited: sql<number>`(select count(*) from ${users} r where r.referral = ${users.myReferral})`.mapWith(Number),
  from: sql<Bonus>`(select ${bonusOf('referral_from_topup')} from wallet_histories h where h.wallet_uuid = ${wallets.uuid})`,
  to: sql<Bonus>`(select ${bonusOf('referral_to_topup')} from wallet_histories h where h.wallet_uuid = ${wallets.uuid})`,
  addresses: sql<AddressJson[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'userId', a.user_id, 'title', a.title,
    'address', a.address, 'location', a.location, 'active', a.active, 'createdAt', ${epochMs('created_at')},
    'updatedAt', ${epochMs('updated_at')}) order by a.active desc, a.id), '[]'::json) from ${userAddresses} a where a.user_id = ${users.id})`,
  currencies: sql<CurrencyRow[]>`(select coalesce(json_agg(c order by c.id), '[]'::json) from ${currencies} c where c.active)`,
};

/** The joins `profileColumns` reads (wallet, first shop), on a query that has `users`. */
export const profileJoins = {
  wallet: eq(wallets.userId, users.id),
  shop: eq(shops.id, sql`(select min(s.id) from ${shops} s where s.user_id = ${users.id})`),
};

const profileOf = preparedQuery('user_profile_extras', (db) =>
  db
    .select(profileColumns)
    .from(users)
    .leftJoin(wallets, profileJoins.wallet)
    .leftJoin(shops, profileJoins.shop)
    .where(eq(users.id, sql.placeholder('userId'))),
);

export type ProfileRow = Awaited<ReturnType<typeof profileOf>>[number];

const noBonus = (): Bonus => ({ count: 0, price: 0 });
const addressOf = (a: AddressJson): AddressRow => ({ ...a, createdAt: new Date(a.createdAt), updatedAt: new Date(a.updatedAt) });

/** The profile's extras and currency from a row of `profileColumns` (the asked currency when active, else the default). */
export function profileFromRow(row: ProfileRow | undefined, currencyId?: number) {
  // Without a wallet there are no bonus rows (the counters stay at zero).
  const wallet = row?.wallet ?? null;
  const referral = { invited: row?.invited ?? 0, from: (wallet && row?.from) || noBonus(), to: (wallet && row?.to) || noBonus() };
  const extras = { wallet, addresses: (row?.addresses ?? []).map(addressOf), shop: row?.shop ?? null, referral };
  const active = row?.currencies ?? [];
  const currency = active.find((c) => c.id === currencyId) ?? active.find((c) => c.default) ?? null;
  return { extras, currency };
}

/** Wallet, addresses, shop, referral counters and currency of a user: one statement (a signed-in render reads it with the token, auth/tokens.ts). */
export async function loadUserProfile(db: Db, user: Pick<UserRow, 'id'>, currencyId?: number) {
  const [row] = await profileOf(db, { userId: user.id });
  return profileFromRow(row, currencyId);
}
