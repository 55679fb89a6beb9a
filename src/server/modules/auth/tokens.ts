import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { authTokens, users } from '../../db/schema';

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

/** The active user a token belongs to, or null for any invalid, expired, revoked or inactive case alike. */
export async function verifyToken(db: Db, token: string, now: Date): Promise<{ user: UserRow; tokenId: number; issuedAt: Date } | null> {
  const parts = splitToken(token);
  if (!parts || parts.id > 2_147_483_647) return null;
  const [row] = await tokenWithUser(db, { id: parts.id });
  if (!row) return null;
  const expected = Buffer.from(row.token.tokenHash, 'hex');
  const actual = Buffer.from(hash(parts.secret), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (row.token.expiresAt.getTime() <= now.getTime() || !row.user.active) return null;
  return { user: row.user, tokenId: row.token.id, issuedAt: row.token.createdAt };
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
