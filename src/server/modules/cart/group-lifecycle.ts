import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, userCarts } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { readSetting } from '../settings/queries';
import { cartChanged, guestsOf, recordExits, type exitOf } from './group-events';
import type { CartRow } from './queries';

/**
 * Starting, ending and closing a group (contract §3.5, GROUP-API items 1, 5, 6). Each runs inside the
 * caller's transaction with the cart row locked; the guests who go are remembered in group_cart_exits.
 */

export const GROUP_ORDER_SETTING = 'group_order';
export const INVALID_GROUP = 'You cannot join. Invalid group order';

/** 403 unless the `group_order` setting is '1'. */
export async function assertGroupOrdersOn(db: Db) {
  if ((await readSetting(db, GROUP_ORDER_SETTING)) !== '1') throw new ApiError('FORBIDDEN', { message: 'Group orders are not available' });
}

export async function startGroup(tx: Db, cartId: number, inviteToken: string, passwordHash: string | null): Promise<CartRow> {
  const [row] = await tx.update(carts).set({ group: true, inviteToken, groupPasswordHash: passwordHash }).where(eq(carts.id, cartId)).returning();
  await cartChanged(tx, cartId);
  return row;
}

/** Ends without ordering: every guest's lines and membership go, the join token and password die, `ended` is sent. */
export async function endGroup(tx: Db, cartId: number): Promise<CartRow> {
  const guests = await guestsOf(tx, cartId);
  await recordExits(tx, cartId, guests.map((g) => g.uuid), 'ended');
  if (guests.length) await tx.delete(userCarts).where(and(eq(userCarts.cartId, cartId), inArray(userCarts.id, guests.map((g) => g.id))));
  const [row] = await tx.update(carts).set({ group: false, inviteToken: null, groupPasswordHash: null }).where(eq(carts.id, cartId)).returning();
  await cartChanged(tx, cartId, 'ended');
  return row;
}

/** Checkout of a group cart: its guests learn the order id (`closed`); the cart itself is deleted by checkout. */
export async function closeGroup(tx: Db, cartId: number, orderId: number) {
  const guests = await guestsOf(tx, cartId);
  await recordExits(tx, cartId, guests.map((g) => g.uuid), 'closed', orderId);
  await cartChanged(tx, cartId, 'closed', { order_id: orderId });
}

/** What a former guest is told on its next call. */
export function exitError(exit: NonNullable<Awaited<ReturnType<typeof exitOf>>>): ApiError {
  if (exit.reason === 'kicked') return new ApiError('FORBIDDEN', { message: 'You have been kicked from group order' });
  if (exit.reason === 'closed') return new ApiError('CONFLICT', { message: 'The order was placed', params: { order_id: [String(exit.orderId)] } });
  return notFound(INVALID_GROUP);
}
