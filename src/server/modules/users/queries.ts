import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { currencies, users } from '../../db/schema';

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

/** A referral code nobody has yet: 8 upper-case letters and digits without look-alikes. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
