import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { socialProviders, users } from '../../../db/schema';
import { ApiError, invalid } from '../../../http/api-error';
import type { RequestInfo } from '../../../http/route';
import { FirebaseKeySet, KeySetUnavailable } from '../../../integrations/firebase-keys';
import { hitWindow } from '../../security/throttle';
import { findUserById, findUserByLogin, newReferralCode, type UserRow } from '../../users/queries';
import { ensureWallet, session } from '../service';
import { InvalidIdToken, readHeader, verifyIdToken, type FirebaseClaims } from './id-token';

/** Firebase sign-in providers that may sign in here, and the name each identity is recorded under. */
const PROVIDERS: Record<string, string> = { 'google.com': 'google', 'facebook.com': 'facebook', 'apple.com': 'apple', 'github.com': 'github' };
const SOCIAL = Object.values(PROVIDERS);

/** One key set per context (tests each have their own key server; production has one context). */
const keySets = new WeakMap<AppContext, FirebaseKeySet>();
const keySetOf = (ctx: AppContext) => {
  let set = keySets.get(ctx);
  if (!set) keySets.set(ctx, (set = new FirebaseKeySet(ctx.config.firebaseKeysUrl, ctx.clock)));
  return set;
};

const isUniqueViolation = (e: unknown): boolean =>
  Boolean(e && typeof e === 'object' && ((e as { code?: unknown }).code === '23505' || isUniqueViolation((e as { cause?: unknown }).cause)));

const rejected = () => new ApiError('NOT_LOGGED_IN', { message: 'Invalid Firebase ID token' });

export async function verifiedClaims(ctx: AppContext, projectId: string, token: string): Promise<FirebaseClaims> {
  try {
    const key = await keySetOf(ctx).key(readHeader(token).kid);
    if (!key) throw new InvalidIdToken('unknown kid');
    return verifyIdToken(token, key, projectId, ctx.clock.now());
  } catch (e) {
    if (e instanceof InvalidIdToken) throw rejected();
    if (e instanceof KeySetUnavailable) {
      ctx.logger.log('warn', 'firebase.keys.unavailable', { error: e.message });
      throw new ApiError('UNAVAILABLE');
    }
    throw e;
  }
}

function splitName(name: string | undefined) {
  const [first, ...rest] = (name ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').slice(0, 200).split(' ');
  return { firstname: first || null, lastname: rest.join(' ') || null };
}

/**
 * The account an identity signs in: the one it is linked to; else an account with the same email, linked only
 * when Firebase says the email is verified; else a new account. An unverified email is never attached to an
 * account — neither an existing one (→ "email already taken") nor a new one (it would let the mailbox's owner
 * claim it later, or block them from signing up).
 */
async function accountFor(ctx: AppContext, claims: FirebaseClaims, provider: string, body: { name?: string | null; referral?: string }): Promise<UserRow> {
  const [linked] = await ctx.db
    .select({ userId: socialProviders.userId })
    .from(socialProviders)
    .where(and(eq(socialProviders.providerId, claims.sub), inArray(socialProviders.provider, SOCIAL)))
    .limit(1);
  if (linked) return (await findUserById(ctx.db, linked.userId))!;
  const now = ctx.clock.now();
  const email = claims.email && claims.email_verified ? claims.email : undefined;
  const existing = claims.email ? await findUserByLogin(ctx.db, { email: claims.email }) : null;
  if (existing && !claims.email_verified) throw new ApiError('USER_EXISTS', { params: { email: ['The email has already been taken.'] } });
  const user = await ctx.db.transaction(async (tx) => {
    const row =
      existing ??
      (await tx
        .insert(users)
        .values({ email, emailVerifiedAt: email ? now : null, ...splitName(claims.name ?? body.name ?? undefined), referral: body.referral, myReferral: newReferralCode() })
        .returning())[0];
    await tx.insert(socialProviders).values({ userId: row.id, provider, providerId: claims.sub, avatar: claims.picture });
    return row;
  });
  if (!existing) await ensureWallet(ctx, user.id);
  return user;
}

/** `auth/{provider}/callback`: signs in (or up) whoever the Firebase ID token proves to be. */
export async function firebaseSignIn(
  ctx: AppContext,
  req: RequestInfo,
  body: { id_token: string; id: string; name?: string | null; referral?: string },
) {
  const projectId = ctx.config.firebaseProjectId;
  if (!projectId) throw invalid({ provider: ['Firebase sign-in is not configured'] });
  await hitWindow(ctx.db, `social:ip:${req.ip}`, 30, 60, ctx.clock.now());
  const claims = await verifiedClaims(ctx, projectId, body.id_token);
  // The path names the button (Apple posts to the google callback); the token says which provider proved it.
  // A token of another sign-in method (anonymous, phone, password) or for another uid signs nobody in here.
  const provider = PROVIDERS[claims.signInProvider ?? ''];
  if (!provider || claims.sub !== body.id) throw rejected();
  // Two first sign-ins at once: the loser's insert hits the unique index, and its retry finds the link.
  const user = await accountFor(ctx, claims, provider, body).catch((e) => {
    if (isUniqueViolation(e)) return accountFor(ctx, claims, provider, body);
    throw e;
  });
  if (!user.active) throw new ApiError('BAD_CREDENTIALS');
  return session(ctx, req, user, 'access_token');
}
