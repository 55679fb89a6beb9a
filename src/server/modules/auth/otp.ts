import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export type OtpPurpose = 'sign_up' | 'reset_password' | 'verify_email' | 'reset_email' | 'change_phone';
export const MAX_OTP_ATTEMPTS = 5;

/** Codes are stored as a hash bound to their id, so one code never matches another request's row. */
const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/**
 * The live code sent to `target` for `purpose` (the newest; sending again retires older ones). A code is only
 * ever checked against its own address, so every wrong guess counts against that one code and locks it.
 */
export async function findPendingOtp(db: Db, purpose: OtpPurpose, target: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
    .orderBy(sql`${otpCodes.createdAt} desc`)
    .limit(1);
  return row?.id ?? null;
}

/** A fresh 6-digit CSPRNG code for (target, purpose); earlier unused codes of that pair stop working. */
export async function createOtp(
  db: Db,
  input: { channel: 'sms' | 'email'; target: string; purpose: OtpPurpose; ttlSeconds: number; ip: string; now: Date },
): Promise<{ verifyId: string; code: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const verifyId = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: input.now })
      .where(and(eq(otpCodes.target, input.target), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      id: verifyId,
      channel: input.channel,
      target: input.target,
      purpose: input.purpose,
      codeHash: hashCode(verifyId, code),
      expiresAt: new Date(input.now.getTime() + input.ttlSeconds * 1000),
      ip: input.ip,
      createdAt: input.now,
    });
  });
  return { verifyId, code };
}

/**
 * Consumes a code: single use, before expiry, and dead after 5 wrong tries (even for the right code).
 * Every check is a conditional single statement, so parallel guesses cannot exceed the limit.
 */
export async function consumeOtp(db: Db, verifyId: string, code: string, purpose: OtpPurpose, now: Date): Promise<{ target: string }> {
  const [used] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.id, verifyId),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, MAX_OTP_ATTEMPTS),
        gt(otpCodes.expiresAt, now),
        eq(otpCodes.codeHash, hashCode(verifyId, code)),
      ),
    )
    .returning({ target: otpCodes.target });
  if (used) return used;

  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, verifyId), eq(otpCodes.purpose, purpose)))
    .returning({ attempts: otpCodes.attempts, consumedAt: otpCodes.consumedAt, expiresAt: otpCodes.expiresAt });
  if (!row || row.consumedAt) throw new ApiError('OTP_WRONG');
  if (row.attempts > MAX_OTP_ATTEMPTS) throw new ApiError('OTP_LOCKED', { headers: { 'Retry-After': String(Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000))) } });
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError('OTP_EXPIRED');
  throw new ApiError('OTP_WRONG');
}
