import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartDetails, carts, userCarts } from '../../db/schema';

/** Participant reads and writes of group carts; each statement is scoped to one cart. */

export async function cartById(db: Db, cartId: number) {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
  return row;
}

/** The cart and, when `uuid` takes part in it, that participant (one statement). */
export async function cartWithParticipant(db: Db, cartId: number, uuid: string) {
  const [row] = await db
    .select({ cart: carts, member: userCarts })
    .from(carts)
    .leftJoin(userCarts, and(eq(userCarts.cartId, carts.id), eq(userCarts.uuid, uuid)))
    .where(eq(carts.id, cartId))
    .limit(1);
  return row;
}

export async function memberCount(db: Db, cartId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userCarts).where(eq(userCarts.cartId, cartId));
  return Number(row?.n ?? 0);
}

/** A guest participant (no user), with a fresh unguessable uuid. */
export async function addGuest(db: Db, cartId: number, name: string) {
  const [row] = await db.insert(userCarts).values({ cartId, userId: null, name }).returning();
  return row;
}

/** Lines among `ids` that belong to the cart, each with its participant. */
export async function linesInCart(db: Db, ids: number[], cartId: number) {
  return db
    .select({ id: cartDetails.id, userCartId: cartDetails.userCartId })
    .from(cartDetails)
    .innerJoin(userCarts, eq(userCarts.id, cartDetails.userCartId))
    .where(and(inArray(cartDetails.id, ids), eq(userCarts.cartId, cartId)));
}

/** Participants of the cart among `uuids`, except the owner's own part. */
export async function removableParticipants(db: Db, cartId: number, uuids: string[], ownerId: number) {
  return db
    .select({ id: userCarts.id, uuid: userCarts.uuid })
    .from(userCarts)
    .where(and(eq(userCarts.cartId, cartId), inArray(userCarts.uuid, uuids), or(isNull(userCarts.userId), ne(userCarts.userId, ownerId))));
}

export async function deleteParticipants(db: Db, ids: number[]) {
  if (!ids.length) return;
  await db.delete(userCarts).where(inArray(userCarts.id, ids));
}

/** Flips "still choosing / done" of one participant in one statement. */
export async function toggleParticipant(db: Db, cartId: number, uuid: string) {
  const [row] = await db
    .update(userCarts)
    .set({ status: sql`not ${userCarts.status}` })
    .where(and(eq(userCarts.cartId, cartId), eq(userCarts.uuid, uuid)))
    .returning();
  return row;
}
