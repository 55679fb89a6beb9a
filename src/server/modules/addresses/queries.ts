import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAddresses, users, type AddressDetails, type GeoPoint } from '../../db/schema';

export type AddressRow = typeof userAddresses.$inferSelect;

export interface AddressValues {
  title: string;
  address: AddressDetails;
  location: GeoPoint;
}

const owned = (userId: number, id: number) => and(eq(userAddresses.id, id), eq(userAddresses.userId, userId));

/** Default first, then oldest first: the order every list of a customer's addresses shows. */
export async function pageAddresses(db: Db, userId: number, win: { limit: number; offset: number }) {
  const where = eq(userAddresses.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(userAddresses).where(where).orderBy(desc(userAddresses.active), userAddresses.id).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(userAddresses).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
  return Number(row.n);
}

/** The caller's own address only: another user's id reads as missing. */
export async function findOwned(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(userAddresses).where(owned(userId, id)).limit(1);
  return row;
}

export async function findActive(db: Db, userId: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(userAddresses).where(and(eq(userAddresses.userId, userId), eq(userAddresses.active, true))).limit(1);
  return row;
}

export async function insertAddress(db: Db, userId: number, values: AddressValues, now: Date): Promise<AddressRow> {
  const [row] = await db.insert(userAddresses).values({ userId, ...values, active: false, createdAt: now, updatedAt: now }).returning();
  return row;
}

export async function updateAddress(db: Db, userId: number, id: number, values: AddressValues, now: Date): Promise<AddressRow | undefined> {
  const [row] = await db.update(userAddresses).set({ ...values, updatedAt: now }).where(owned(userId, id)).returning();
  return row;
}

/** One default per user: this one on, every other one off. */
export async function makeActive(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  await db.update(userAddresses).set({ active: false }).where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, id), eq(userAddresses.active, true)));
  const [row] = await db.update(userAddresses).set({ active: true }).where(owned(userId, id)).returning();
  return row;
}

export async function deleteOwned(db: Db, userId: number, ids: number[]): Promise<number> {
  const rows = await db.delete(userAddresses).where(and(eq(userAddresses.userId, userId), inArray(userAddresses.id, ids))).returning({ id: userAddresses.id });
  return rows.length;
}

/** The newest remaining address, to become the default when the default was deleted. */
export async function newest(db: Db, userId: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(userAddresses).where(eq(userAddresses.userId, userId)).orderBy(desc(userAddresses.id)).limit(1);
  return row;
}

/** Serialises one user's address writes, so two saves at once still leave exactly one default. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
