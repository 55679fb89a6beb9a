import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { notifyHub, type HubSpec, type NotifyHub } from '../../db/notify-hub';
import { carts, groupCartExits, userCarts, type GroupExitReason } from '../../db/schema';
import type { Logger } from '../../http/log';

/**
 * Live group carts: every change a member can see bumps `carts.revision` and sends `pg_notify('group_cart')`
 * in the same transaction (the hub of db/notify-hub.ts fans it out to the streams of that cart, in every
 * process). Writes first lock the cart row (`lockCartRow`), so the changes of one cart, checkout included,
 * run one after the other: a line is either in the order or refused, a kick is never half done.
 */

export const CART_CHANNEL = 'group_cart';

/** `left`/`kicked` name the participants who went; `resync` (from the hub after a lost LISTEN) means "re-read". */
export type CartEventKind = 'cart' | 'left' | 'kicked' | 'closed' | 'ended' | 'resync';

export interface CartEvent {
  cart_id: number;
  revision: number;
  kind: CartEventKind;
  uuids?: string[];
  order_id?: number;
}

const CART_HUB: HubSpec<CartEvent> = {
  channel: CART_CHANNEL,
  keyOf: (e) => e.cart_id,
  // Each stream knows best what it may see (member or owner): it re-reads its own state.
  reread: async (_database, cartId) => ({ cart_id: cartId, revision: -1, kind: 'resync' }),
};

export function cartHub(database: Database, logger: Logger): NotifyHub<CartEvent> {
  return notifyHub(database, logger, CART_HUB);
}

/** Locks the cart row for the rest of the transaction (undefined when it is gone, e.g. ordered meanwhile). */
export async function lockCartRow(tx: Db, cartId: number) {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return row;
}

/** Bumps the revision and tells every stream of the cart once the transaction commits. */
export async function cartChanged(tx: Db, cartId: number, kind: Exclude<CartEventKind, 'resync'> = 'cart', extra: Pick<CartEvent, 'uuids' | 'order_id'> = {}) {
  const [row] = await tx.update(carts).set({ revision: sql`${carts.revision} + 1` }).where(eq(carts.id, cartId)).returning({ revision: carts.revision });
  const event: CartEvent = { cart_id: cartId, revision: row?.revision ?? 0, kind, ...extra };
  await tx.execute(sql`select pg_notify(${CART_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Guest participants of a cart (the owner's part has a user). */
export async function guestsOf(db: Db, cartId: number) {
  return db.select({ id: userCarts.id, uuid: userCarts.uuid }).from(userCarts).where(and(eq(userCarts.cartId, cartId), isNull(userCarts.userId)));
}

/** Remembers why these guests are gone, so their next call or stream can say so. */
export async function recordExits(tx: Db, cartId: number, uuids: string[], reason: GroupExitReason, orderId: number | null = null) {
  if (!uuids.length) return;
  await tx
    .insert(groupCartExits)
    .values(uuids.map((uuid) => ({ uuid, cartId, reason, orderId })))
    .onConflictDoNothing();
}

export async function exitOf(db: Db, cartId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(groupCartExits)
    .where(and(eq(groupCartExits.cartId, cartId), eq(groupCartExits.uuid, uuid)))
    .limit(1);
  return row;
}
