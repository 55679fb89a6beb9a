import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referrals } from '../../db/schema';
import { readSetting } from '../settings/queries';

/** The referral programme that runs now: `referral_active` on and an active, unexpired row; else null. */
export async function runningProgramme(db: Db, now: Date) {
  if ((await readSetting(db, 'referral_active')) !== '1') return null;
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.active, true), gt(referrals.expiredAt, now)))
    .limit(1);
  return row ?? null;
}
