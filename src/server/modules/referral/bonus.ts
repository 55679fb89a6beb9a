import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, walletHistories, wallets } from '../../db/schema';
import { publishNotification } from '../notifications/publish';
import { creditWallet } from '../orders/money-moves';
import { runningProgramme } from './programme';

/**
 * Called inside the status transaction when an order becomes `delivered`. If its customer signed up with
 * someone else's code, both get the programme's bonus (referrer `price_from`, referee `price_to`) — once: the
 * referee's `referral_to_topup` row is the marker, and its partial unique index turns a second award (a later
 * order, or two deliveries at once) into a no-op insert. A self-referral never pays (the code must be another's).
 */
export async function awardReferralBonus(tx: Db, refereeId: number, now: Date): Promise<void> {
  const [referee] = await tx.select({ id: users.id, referral: users.referral }).from(users).where(eq(users.id, refereeId)).limit(1);
  if (!referee?.referral) return;
  const programme = await runningProgramme(tx, now);
  if (!programme) return;
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.myReferral, referee.referral), ne(users.id, referee.id), eq(users.active, true)))
    .limit(1);
  if (!referrer) return;

  await tx.insert(wallets).values({ userId: referee.id, price: 0 }).onConflictDoNothing();
  const [refereeWallet] = await tx.select({ uuid: wallets.uuid }).from(wallets).where(eq(wallets.userId, referee.id)).limit(1);
  const [marker] = await tx
    .insert(walletHistories)
    .values({ walletUuid: refereeWallet.uuid, type: 'referral_to_topup', price: programme.priceTo, note: 'Referral bonus', status: 'paid', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: walletHistories.id });
  if (!marker) return;
  await creditWallet(tx, referee.id, programme.priceTo);
  const referrerWallet = await creditWallet(tx, referrer.id, programme.priceFrom);
  await tx.insert(walletHistories).values({
    walletUuid: referrerWallet,
    type: 'referral_from_topup',
    price: programme.priceFrom,
    note: 'Referral bonus: an invited friend got their first order',
    status: 'paid',
    createdBy: referee.id,
    createdAt: now,
    updatedAt: now,
  });
  await publishNotification(tx, { userId: referee.id, type: 'transaction', title: 'You got a referral bonus', data: { type: 'referral_to_topup' } });
  await publishNotification(tx, { userId: referrer.id, type: 'new_user_by_referral', title: 'A friend you invited got their first order: you got a referral bonus', data: { type: 'referral_from_topup' } });
}

/** A referral code typed at sign-up counts only if it is someone else's: unknown or own codes are dropped. */
export async function acceptedReferral(db: Db, code: string | undefined, ownCode?: string | null): Promise<string | null> {
  const wanted = code?.trim().toUpperCase();
  if (!wanted || wanted === ownCode) return null;
  const [owner] = await db.select({ code: users.myReferral }).from(users).where(eq(users.myReferral, wanted)).limit(1);
  return owner?.code ?? null;
}
