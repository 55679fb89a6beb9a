import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { walletSendBody } from '@/contract/schemas/wallet';
import { fromDisplay, toDisplay } from '@/lib/money';
import type { Db } from '../../db/client';
import { users, walletHistories, wallets } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { invalid, notFound } from '../../http/api-error';
import { publishNotification } from '../notifications/publish';
import { creditWallet, debitWallet } from '../orders/money-moves';
import { resolveCurrency } from '../users/queries';
import { presentHistory, shortName } from './present';

type SendBody = z.infer<typeof walletSendBody>;

/**
 * A peer transfer inside the caller's (idempotent) transaction: both wallets are locked in id order (so A→B and
 * B→A at once cannot deadlock), the sender is debited only if the balance covers it (ERROR_109, never below 0),
 * the recipient credited, one history row each side, and both told through a "transaction" notification.
 */
export async function sendMoney(tx: Db, auth: AuthUser, body: SendBody, currencyId: number | undefined, now: Date) {
  const sender = auth.user;
  const currency = await resolveCurrency(tx, currencyId);
  const amount = fromDisplay(body.price, currency?.rate ?? 1);
  if (amount < 1) throw invalid({ price: ['Must be more than 0'] });
  const [target] = await tx
    .select({ userId: wallets.userId, firstname: users.firstname, lastname: users.lastname, active: users.active })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(eq(wallets.uuid, body.uuid))
    .limit(1);
  if (!target || !target.active) throw notFound('Recipient not found');
  if (target.userId === sender.id) throw invalid({ uuid: ['You cannot send money to yourself'] }, 'You cannot send money to yourself');

  await tx.select({ id: wallets.id }).from(wallets).where(inArray(wallets.userId, [sender.id, target.userId])).orderBy(wallets.id).for('update');
  const debited = await debitWallet(tx, sender.id, amount);
  const creditedUuid = await creditWallet(tx, target.userId, amount);
  const note = body.note || null;
  const [out] = await tx
    .insert(walletHistories)
    .values([
      { walletUuid: debited.uuid, type: 'transfer_out', price: amount, note, status: 'paid', createdBy: sender.id, createdAt: now, updatedAt: now },
      { walletUuid: creditedUuid, type: 'transfer_in', price: amount, note, status: 'paid', createdBy: sender.id, createdAt: now, updatedAt: now },
    ])
    .returning();

  const shown = toDisplay(amount, currency?.rate ?? 1);
  const symbol = currency?.symbol ?? '';
  await publishNotification(tx, { userId: sender.id, type: 'transaction', title: `You sent ${symbol}${shown} to ${shortName(target) ?? 'a user'}`, body: note ?? undefined, data: { type: 'transfer_out', price: shown } });
  await publishNotification(tx, { userId: target.userId, type: 'transaction', title: `${shortName(sender) ?? 'A user'} sent you ${symbol}${shown}`, body: note ?? undefined, data: { type: 'transfer_in', price: shown } });
  return { ...presentHistory(out, sender, currency), wallet: { uuid: debited.uuid, price: toDisplay(debited.price, currency?.rate ?? 1) } };
}
