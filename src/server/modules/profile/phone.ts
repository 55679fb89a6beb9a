import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { invalid } from '../../http/api-error';
import type { RequestInfo } from '../../http/route';
import { consumeOtp, createOtp } from '../auth/otp';
import { hitWindow } from '../security/throttle';
import { readSetting } from '../settings/queries';

/** A change-phone code is bound to the user and the new number, so it proves exactly that pair. */
const changeTarget = (userId: number, phone: string) => `${userId}:${phone}`;

async function assertPhoneFree(ctx: AppContext, userId: number, phone: string) {
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.phone, phone), ne(users.id, userId))).limit(1);
  if (taken) throw invalid({ phone: ['The phone has already been taken.'] }, 'The phone has already been taken.');
}

/** Sends a 6-digit code to the new number (same limits as sign-in codes). */
export async function sendPhoneChangeCode(ctx: AppContext, req: RequestInfo, auth: AuthUser, phone: string) {
  const me = auth.user;
  if (phone === me.phone) throw invalid({ phone: ['This is already your phone number'] }, 'This is already your phone number');
  await assertPhoneFree(ctx, me.id, phone);
  const now = ctx.clock.now();
  await hitWindow(ctx.db, `otp:phone:${phone}`, 3, 600, now);
  await hitWindow(ctx.db, `otp:user:${me.id}`, 5, 600, now);
  await hitWindow(ctx.db, `otp:ip:${req.ip}`, 10, 600, now);
  const minutes = Number(await readSetting(ctx.db, 'otp_expire_time'));
  const ttlSeconds = (Number.isFinite(minutes) && minutes > 0 ? Math.min(minutes, 10) : 10) * 60;
  const { verifyId, code } = await createOtp(ctx.db, { channel: 'sms', target: changeTarget(me.id, phone), purpose: 'change_phone', ttlSeconds, ip: req.ip, now });
  await ctx.sms.send(phone, `Groops code: ${code}`);
  return { verifyId, phone, message: 'Verification code sent' };
}

/**
 * Checks the code for (user, new phone) and spends it; profile/update calls this before it stores a new
 * number, so an unverified phone is never saved. Wrong, used, expired or foreign codes answer 400.
 */
export async function confirmPhoneChange(ctx: AppContext, auth: AuthUser, phone: string, verifyId?: string, verifyCode?: string) {
  if (!verifyId || !verifyCode) throw invalid({ phone: ['Verify the new phone number with a code first'] }, 'Verify the new phone number with a code first');
  await assertPhoneFree(ctx, auth.user.id, phone);
  const { target } = await consumeOtp(ctx.db, verifyId, verifyCode, 'change_phone', ctx.clock.now());
  if (target !== changeTarget(auth.user.id, phone)) throw invalid({ verifyCode: ['Wrong verification code'] }, 'Wrong verification code');
}
