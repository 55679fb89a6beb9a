import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users, wallets } from '../../db/schema';
import { acceptedReferral } from '../referral/bonus';
import { ApiError, invalid } from '../../http/api-error';
import { clearTokenCookie, tokenCookie } from '../../http/cookies';
import { maySetSessionCookie, type AuthUser } from '../../http/auth';
import type { RequestInfo } from '../../http/route';
import { assertNotBlocked, clearFailures, hitWindow, recordFailure } from '../security/throttle';
import { readSetting } from '../settings/queries';
import { findUserByLogin, findUserById, newReferralCode, resolveCurrency, type UserRow } from '../users/queries';
import { presentUser } from '../users/present';
import { consumeOtp, createOtp, findPendingOtp, type OtpPurpose } from './otp';
import { hashPassword, verifyPassword } from './password';
import { issueToken, revokeToken } from './tokens';

/** Failures of one source on one account before its block starts (30 s, doubling, max 1 h). */
const LOGIN_FAILURES_BEFORE_BLOCK = 5;
/** Failures of one address over all accounts before that address is blocked. */
const IP_FAILURES_BEFORE_BLOCK = 50;
/** Attempts per account per minute from all addresses together: slows distributed guessing, never locks for long. */
const ACCOUNT_ATTEMPTS_PER_MINUTE = 20;
/** Attempts per account per minute from one address (parallel bursts get through before a block is written). */
const SOURCE_ATTEMPTS_PER_MINUTE = 10;

/**
 * A signed-in answer: the token in the body (compatible clients) and in the HttpOnly cookie (our storefront).
 * A sign-in posted from another site gets no cookie (login CSRF).
 */
export async function session(ctx: AppContext, req: RequestInfo, user: UserRow, tokenKey: 'access_token' | 'token') {
  const now = ctx.clock.now();
  const token = await issueToken(ctx.db, user.id, now, ctx.config.tokenTtlDays);
  const secure = ctx.config.cookieSecure === 'auto' ? req.secure : ctx.config.cookieSecure;
  const cookie = maySetSessionCookie(req.headers, ctx.config.allowedOrigins) ? tokenCookie(token, ctx.config.tokenTtlDays * 86_400, secure) : null;
  const data = tokenKey === 'access_token' ? { access_token: token, token_type: 'Bearer', user: presentUser(user) } : { token, user: presentUser(user) };
  return { data, cookie };
}

/**
 * Password sign-in. Failures block their source (this address on this account, and this address overall),
 * never the account itself: wrong passwords from elsewhere cannot lock the owner out (Saleor-style, G16).
 */
export async function login(ctx: AppContext, req: RequestInfo, body: { email?: string; phone?: string; password: string }) {
  const now = ctx.clock.now();
  const account = `login:acct:${body.email ?? body.phone}`;
  const source = `${account}:ip:${req.ip}`;
  const ip = `login:ip:${req.ip}`;
  await hitWindow(ctx.db, `${account}:burst`, ACCOUNT_ATTEMPTS_PER_MINUTE, 60, now);
  await hitWindow(ctx.db, `${source}:burst`, SOURCE_ATTEMPTS_PER_MINUTE, 60, now);
  await assertNotBlocked(ctx.db, source, now);
  await assertNotBlocked(ctx.db, ip, now);
  const user = await findUserByLogin(ctx.db, body);
  const ok = await verifyPassword(body.password, user?.passwordHash);
  if (!user || !ok || !user.active) {
    await recordFailure(ctx.db, source, LOGIN_FAILURES_BEFORE_BLOCK, now);
    await recordFailure(ctx.db, ip, IP_FAILURES_BEFORE_BLOCK, now);
    throw new ApiError('BAD_CREDENTIALS');
  }
  await clearFailures(ctx.db, source);
  return session(ctx, req, user, 'access_token');
}

async function otpTtlSeconds(ctx: AppContext): Promise<number> {
  const minutes = Number(await readSetting(ctx.db, 'otp_expire_time'));
  return (Number.isFinite(minutes) && minutes > 0 ? Math.min(minutes, 10) : 10) * 60;
}

/** Sends a code by SMS; the answer is the same whether or not the number has an account (G15). */
async function sendSmsCode(ctx: AppContext, req: RequestInfo, phone: string, purpose: OtpPurpose) {
  const now = ctx.clock.now();
  await hitWindow(ctx.db, `otp:phone:${phone}`, 3, 600, now);
  await hitWindow(ctx.db, `otp:ip:${req.ip}`, 10, 600, now);
  await hitWindow(ctx.db, `otp:prefix:${phone.slice(0, 5)}`, 200, 3600, now);
  await hitWindow(ctx.db, `otp:day:${phone}`, 10, 86_400, now);
  const { verifyId, code } = await createOtp(ctx.db, { channel: 'sms', target: phone, purpose, ttlSeconds: await otpTtlSeconds(ctx), ip: req.ip, now });
  await ctx.sms.send(phone, `Groops code: ${code}`);
  return { verifyId, phone, message: 'Verification code sent' };
}

/**
 * Counts the send against the address and the client, and stores a code. `deliver: false` does all of that
 * without mailing (password reset for an address with no account): limits, locks and answers stay the same.
 */
async function sendMailCode(ctx: AppContext, req: RequestInfo, email: string, purpose: OtpPurpose, deliver = true) {
  const now = ctx.clock.now();
  await hitWindow(ctx.db, `mail:to:${email}`, 3, 600, now);
  await hitWindow(ctx.db, `mail:ip:${req.ip}`, 10, 600, now);
  const { code } = await createOtp(ctx.db, { channel: 'email', target: email, purpose, ttlSeconds: await otpTtlSeconds(ctx), ip: req.ip, now });
  if (deliver) await ctx.mail.send(email, `Your Groops code is ${code}`);
}

export async function startRegistration(ctx: AppContext, req: RequestInfo, input: { email?: string; phone?: string }) {
  if (input.phone) return sendSmsCode(ctx, req, input.phone, 'sign_up');
  const email = input.email!;
  const existing = await findUserByLogin(ctx.db, { email });
  if (existing?.passwordHash) throw invalid({ email: ['The email has already been taken.'] }, 'The email has already been taken.');
  await sendMailCode(ctx, req, email, 'verify_email');
  return [];
}

/** Confirms the code mailed to `email` (never any other address's); 404 for any wrong or dead code, 429 once locked. */
export async function verifyEmailCode(ctx: AppContext, req: RequestInfo, code: string, email: string) {
  const now = ctx.clock.now();
  await hitWindow(ctx.db, `verify:ip:${req.ip}`, 10, 600, now);
  const wrong = () => new ApiError('NOT_FOUND', { message: 'Wrong verification code' });
  const verifyId = await findPendingOtp(ctx.db, 'verify_email', email, now);
  if (!verifyId) throw wrong();
  const { target } = await consumeOtp(ctx.db, verifyId, code, 'verify_email', now).catch((e: ApiError) => {
    throw e.statusCode === 'ERROR_202' ? e : wrong();
  });
  const existing = await findUserByLogin(ctx.db, { email: target });
  if (existing) await ctx.db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, existing.id));
  else await ctx.db.insert(users).values({ email: target, emailVerifiedAt: now, myReferral: newReferralCode() });
  return { email: target };
}

/** Finishes an email sign-up: only for a verified email with no password yet (nobody can take over an account). */
export async function afterVerify(ctx: AppContext, req: RequestInfo, body: { email: string; firstname: string; lastname?: string; gender?: 'male' | 'female'; referral?: string; password: string }) {
  const user = await findUserByLogin(ctx.db, { email: body.email });
  if (!user || !user.emailVerifiedAt || user.passwordHash) throw new ApiError('NOT_FOUND', { message: 'Verify your email first' });
  const [updated] = await ctx.db
    .update(users)
    .set({
      firstname: body.firstname,
      lastname: body.lastname,
      gender: body.gender ?? 'male',
      referral: await acceptedReferral(ctx.db, body.referral, user.myReferral),
      passwordHash: await hashPassword(body.password),
    })
    .where(eq(users.id, user.id))
    .returning();
  await ensureWallet(ctx, updated.id);
  return session(ctx, req, updated, 'token');
}

type PhoneDetails = { firstname?: string; lastname?: string; gender?: 'male' | 'female'; referral?: string; password?: string };

/** Phone sign-in or sign-up with a server OTP: proving the number signs in its account or creates one. */
export async function verifyPhone(ctx: AppContext, req: RequestInfo, body: { verifyId: string; verifyCode: string } & PhoneDetails) {
  const { target: phone } = await consumeOtp(ctx.db, body.verifyId, body.verifyCode, 'sign_up', ctx.clock.now());
  return signInProvenPhone(ctx, req, phone, body);
}

/** A phone number proven just now (server OTP or a Firebase phone token) signs in its account or creates one. */
export async function signInProvenPhone(ctx: AppContext, req: RequestInfo, phone: string, body: PhoneDetails) {
  const now = ctx.clock.now();
  let user = await findUserByLogin(ctx.db, { phone });
  if (!user) {
    [user] = await ctx.db
      .insert(users)
      .values({
        phone,
        phoneVerifiedAt: now,
        firstname: body.firstname,
        lastname: body.lastname,
        gender: body.gender ?? 'male',
        referral: await acceptedReferral(ctx.db, body.referral),
        passwordHash: body.password ? await hashPassword(body.password) : null,
        myReferral: newReferralCode(),
      })
      .returning();
    await ensureWallet(ctx, user.id);
  } else if (!user.phoneVerifiedAt) {
    [user] = await ctx.db.update(users).set({ phoneVerifiedAt: now }).where(eq(users.id, user.id)).returning();
  }
  if (!user.active) throw new ApiError('BAD_CREDENTIALS');
  return session(ctx, req, user, 'token');
}

export async function forgotPasswordByPhone(ctx: AppContext, req: RequestInfo, phone: string) {
  return sendSmsCode(ctx, req, phone, 'reset_password');
}

/** A proven phone signs in; the client then sets a new password (profile/password/update). */
export async function confirmPhoneReset(ctx: AppContext, req: RequestInfo, body: { verifyId: string; verifyCode: string }) {
  const { target } = await consumeOtp(ctx.db, body.verifyId, body.verifyCode, 'reset_password', ctx.clock.now());
  return signInResetPhone(ctx, req, target);
}

/** Password reset by a phone proven just now: only an existing, active account signs in. */
export async function signInResetPhone(ctx: AppContext, req: RequestInfo, phone: string) {
  const user = await findUserByLogin(ctx.db, { phone });
  if (!user || !user.active) throw new ApiError('BAD_CODE');
  return session(ctx, req, user, 'token');
}

/**
 * Same work and answer for every address: limits are counted and a code is stored whether or not the address
 * has an account; only the mail itself goes to real accounts. So neither the 429 after 3 sends nor the lock
 * after 5 wrong codes tells registered addresses apart.
 */
export async function forgotPasswordByEmail(ctx: AppContext, req: RequestInfo, email: string) {
  const user = await findUserByLogin(ctx.db, { email });
  await sendMailCode(ctx, req, email, 'reset_email', Boolean(user?.active));
  return null;
}

export async function confirmEmailReset(ctx: AppContext, req: RequestInfo, code: string, email: string) {
  const now = ctx.clock.now();
  await hitWindow(ctx.db, `verify:ip:${req.ip}`, 10, 600, now);
  const verifyId = await findPendingOtp(ctx.db, 'reset_email', email, now);
  if (!verifyId) throw new ApiError('BAD_CODE');
  await consumeOtp(ctx.db, verifyId, code, 'reset_email', now).catch((e: ApiError) => {
    throw e.statusCode === 'ERROR_202' ? e : new ApiError('BAD_CODE');
  });
  const user = await findUserByLogin(ctx.db, { email });
  if (!user || !user.active) throw new ApiError('BAD_CODE');
  return session(ctx, req, user, 'token');
}

/** The browser cannot delete an HttpOnly cookie itself, so signed-out clients call this to clear it too. */
export async function logout(ctx: AppContext, req: RequestInfo, auth: AuthUser | null) {
  if (auth) await revokeToken(ctx.db, auth.tokenId, ctx.clock.now());
  const secure = ctx.config.cookieSecure === 'auto' ? req.secure : ctx.config.cookieSecure;
  return clearTokenCookie(secure);
}

export async function ensureWallet(ctx: AppContext, userId: number) {
  const currency = await resolveCurrency(ctx.db);
  await ctx.db.insert(wallets).values({ userId, currencyId: currency?.id, price: 0 }).onConflictDoNothing();
}

export { findUserById };
