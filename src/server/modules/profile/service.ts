import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { passwordUpdateBody, profileUpdateBody } from '@/contract/schemas/profile';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ApiError, invalid } from '../../http/api-error';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeOtherTokens } from '../auth/tokens';
import { hitWindow } from '../security/throttle';
import { loadUserProfile, profileFromRow } from '../users/profile-read';
import { presentUser } from '../users/present';
import { confirmPhoneChange } from './phone';

type ProfileUpdate = z.infer<typeof profileUpdateBody>;
type PasswordUpdate = z.infer<typeof passwordUpdateBody>;

export async function showProfile(ctx: AppContext, auth: AuthUser, currencyId?: number) {
  // GET profile/show read the extras with the token (readsProfile); after an edit they are read afresh.
  const { extras, currency } = auth.profile ? profileFromRow(auth.profile, currencyId) : await loadUserProfile(ctx.db, auth.user, currencyId);
  return presentUser(auth.user, extras, currency);
}

export async function updateProfile(ctx: AppContext, auth: AuthUser, input: ProfileUpdate) {
  const me = auth.user;
  // The phone is a sign-in identity: it changes only with the code sent to the new number, never by a plain edit.
  const newPhone = input.phone && input.phone !== me.phone ? input.phone : null;
  if (newPhone) await confirmPhoneChange(ctx, auth, newPhone, input.verifyId, input.verifyCode);
  if (input.email && input.email !== me.email) {
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, me.id))).limit(1);
    if (taken) throw invalid({ email: ['The email has already been taken.'] }, 'The email has already been taken.');
  }
  const [updated] = await ctx.db
    .update(users)
    .set({
      firstname: input.firstname,
      lastname: input.lastname ?? me.lastname,
      birthday: input.birthday ?? me.birthday,
      gender: input.gender ?? me.gender,
      img: input.images?.[0] ?? me.img,
      email: input.email ?? me.email,
      ...(newPhone ? { phone: newPhone, phoneVerifiedAt: ctx.clock.now() } : {}),
      emailVerifiedAt: input.email && input.email !== me.email ? null : me.emailVerifiedAt,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, me.id))
    .returning();
  return showProfile(ctx, { ...auth, user: updated });
}

/** How long after signing in a session may set a new password without the current one (reset-code flows). */
const RECENT_SIGN_IN_MS = 5 * 60_000;

/**
 * A new password ends every other session of the user (G17). A stolen or forgotten-open session must not be
 * able to take the account over: it needs the current password, or a sign-in from the last 5 minutes.
 */
export async function updatePassword(ctx: AppContext, auth: AuthUser, body: PasswordUpdate) {
  const now = ctx.clock.now();
  const field = body.current_password ? 'current_password' : body.old_password ? 'old_password' : null;
  if (field) {
    await hitWindow(ctx.db, `password-check:user:${auth.user.id}`, 5, 600, now);
    if (!(await verifyPassword(body[field]!, auth.user.passwordHash))) throw invalid({ [field]: ['The current password is wrong'] }, 'The current password is wrong');
  } else if (now.getTime() - auth.issuedAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new ApiError('FORBIDDEN', { message: 'Enter your current password to set a new one (or sign in again)' });
  }
  const [updated] = await ctx.db.update(users).set({ passwordHash: await hashPassword(body.password), updatedAt: now }).where(eq(users.id, auth.user.id)).returning();
  await revokeOtherTokens(ctx.db, auth.user.id, auth.tokenId, now);
  return presentUser(updated);
}

/** Keeps the newest few push tokens of a user (one per browser or device). */
export async function addFirebaseToken(ctx: AppContext, auth: AuthUser, token: string) {
  const tokens = [token, ...(auth.user.firebaseTokens ?? []).filter((t) => t !== token)].slice(0, 10);
  await ctx.db.update(users).set({ firebaseTokens: tokens }).where(eq(users.id, auth.user.id));
  return null;
}
