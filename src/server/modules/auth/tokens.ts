import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { authTokens, shops, users, wallets } from '../../db/schema';
import { profileColumns, profileJoins, type ProfileRow } from '../users/profile-read';
import type { SessionCache } from './session-cache';

/**
 * Bearer tokens: "<id>|<40 random chars>" like the Sanctum tokens Foodyman clients expect. Only a SHA-256 of
 * the random part is stored, so a database leak yields no usable token; revocation is a row update.
 */
const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export type UserRow = typeof users.$inferSelect;

export async function issueToken(db: Db, userId: number, now: Date, ttlDays: number): Promise<string> {
  const secret = randomBytes(30).toString('base64url');
  const [row] = await db
    .insert(authTokens)
    .values({ userId, tokenHash: hash(secret), createdAt: now, expiresAt: new Date(now.getTime() + ttlDays * 86_400_000) })
    .returning({ id: authTokens.id });
  return `${row.id}|${secret}`;
}

function splitToken(token: string): { id: number; secret: string } | null {
  const m = /^([0-9]{1,10})\|([A-Za-z0-9_-]{20,100})$/.exec(token);
  return m ? { id: Number(m[1]), secret: m[2] } : null;
}

/** Every authenticated request runs this: its SQL is built once (ADR 0018). */
const tokenWithUser = preparedQuery('auth_token_with_user', (db) =>
  db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.id, sql.placeholder('id')), isNull(authTokens.revokedAt)))
    .limit(1),
);

/**
 * The same token lookup with the profile's extras (users/profile-read.ts) in the same statement: GET
 * profile/show, which every signed-in page render makes, costs one round trip instead of two (ADR 0027). The
 * token is still checked on every request, so a revoked or expired one stops working at once.
 */
const tokenWithProfile = preparedQuery('auth_token_with_profile', (db) =>
  db
    .select({ token: authTokens, user: users, ...profileColumns })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(wallets, profileJoins.wallet)
    .leftJoin(shops, profileJoins.shop)
    .where(and(eq(authTokens.id, sql.placeholder('id')), isNull(authTokens.revokedAt)))
    .limit(1),
);

type TokenRow = { token: typeof authTokens.$inferSelect; user: UserRow };
export type VerifiedToken = { user: UserRow; tokenId: number; issuedAt: Date };

/** The row's token matches the secret, has not expired and belongs to an active user. */
function accepts(row: TokenRow | undefined, secret: string, now: Date): row is TokenRow {
  if (!row) return false;
  const expected = Buffer.from(row.token.tokenHash, 'hex');
  const actual = Buffer.from(hash(secret), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
  return row.token.expiresAt.getTime() > now.getTime() && row.user.active;
}

/** The active user a token belongs to, or null for any invalid, expired, revoked or inactive case alike. */
export async function verifyToken(db: Db, token: string, now: Date): Promise<VerifiedToken | null> {
  const parts = splitToken(token);
  if (!parts || parts.id > 2_147_483_647) return null;
  const [row] = await tokenWithUser(db, { id: parts.id });
  if (!accepts(row, parts.secret, now)) return null;
  return { user: row.user, tokenId: row.token.id, issuedAt: row.token.createdAt };
}

export type TokenProfileRow = Awaited<ReturnType<typeof tokenWithProfile>>[number];

/**
 * `verifyToken` plus the user's profile extras, read in the same statement, or taken from `kept` (page renders,
 * session-cache.ts): a kept row is checked exactly as a read one.
 */
export async function verifyTokenWithProfile(db: Db, token: string, now: Date, kept?: SessionCache<TokenProfileRow>): Promise<(VerifiedToken & { profile: ProfileRow }) | null> {
  const parts = splitToken(token);
  if (!parts || parts.id > 2_147_483_647) return null;
  let row = kept?.get(parts.id, now.getTime());
  if (!row) {
    const mark = kept?.mark();
    [row] = await tokenWithProfile(db, { id: parts.id });
    if (kept && mark !== undefined && accepts(row, parts.secret, now)) kept.keep(parts.id, row, mark, now.getTime());
  }
  if (!row || !accepts(row, parts.secret, now)) return null;
  const { token: found, user, ...profile } = row;
  return { user, tokenId: found.id, issuedAt: found.createdAt, profile };
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

/** Ends every session of a user except `keepTokenId` (password change). */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number | null, now: Date): Promise<void> {
  const rows = await db.select({ id: authTokens.id }).from(authTokens).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  const ids = rows.map((r) => r.id).filter((id) => id !== keepTokenId);
  for (const id of ids) await revokeToken(db, id, now);
}
