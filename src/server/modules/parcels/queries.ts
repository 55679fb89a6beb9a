import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, parcelOptionTranslations, parcelOrders, parcelTypeOptions, parcelTypes, payments, reviews, transactions, users } from '../../db/schema';

/** Reads and writes of parcel types and parcel orders (contract §3.11). */

export type ParcelRow = typeof parcelOrders.$inferSelect;
export type ParcelTypeRow = typeof parcelTypes.$inferSelect;

export async function activeTypes(db: Db, limit: number, offset: number) {
  const where = eq(parcelTypes.active, true);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(parcelTypes).where(where).orderBy(asc(parcelTypes.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(parcelTypes).where(where),
  ]);
  return { rows, total: Number(n) };
}

export async function activeType(db: Db, typeId: number): Promise<ParcelTypeRow | null> {
  const [row] = await db.select().from(parcelTypes).where(and(eq(parcelTypes.id, typeId), eq(parcelTypes.active, true))).limit(1);
  return row ?? null;
}

/** Options of these types with their title in `locale` (falling back to en). */
export async function typeOptions(db: Db, typeIds: number[], locale: string) {
  if (!typeIds.length) return [];
  return db
    .select({ typeId: parcelTypeOptions.parcelTypeId, id: parcelTypeOptions.parcelOptionId, locale: parcelOptionTranslations.locale, title: parcelOptionTranslations.title })
    .from(parcelTypeOptions)
    .innerJoin(parcelOptionTranslations, and(eq(parcelOptionTranslations.parcelOptionId, parcelTypeOptions.parcelOptionId), inArray(parcelOptionTranslations.locale, [locale, 'en'])))
    .where(inArray(parcelTypeOptions.parcelTypeId, typeIds))
    .orderBy(asc(parcelTypeOptions.id));
}

export async function findUserParcel(db: Db, userId: number, parcelId: number): Promise<ParcelRow | null> {
  const [row] = await db.select().from(parcelOrders).where(and(eq(parcelOrders.id, parcelId), eq(parcelOrders.userId, userId))).limit(1);
  return row ?? null;
}

export async function listUserParcels(db: Db, userId: number, statuses: string[] | undefined, limit: number, offset: number) {
  const where = and(eq(parcelOrders.userId, userId), statuses?.length ? inArray(parcelOrders.status, statuses) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(parcelOrders).where(where).orderBy(desc(parcelOrders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(parcelOrders).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** Everything a parcel page shows besides the row: its type, currency, payment, courier and review. */
export async function parcelRelations(db: Db, p: ParcelRow) {
  const [[type], [currency], [payment], [deliveryman], [review]] = await Promise.all([
    db.select().from(parcelTypes).where(eq(parcelTypes.id, p.typeId)),
    p.currencyId ? db.select().from(currencies).where(eq(currencies.id, p.currencyId)) : Promise.resolve([]),
    db
      .select({ tx: transactions, tag: payments.tag })
      .from(transactions)
      .leftJoin(payments, eq(payments.id, transactions.paymentSysId))
      .where(eq(transactions.parcelOrderId, p.id))
      .orderBy(desc(transactions.id))
      .limit(1),
    p.deliverymanId
      ? db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, img: users.img }).from(users).where(eq(users.id, p.deliverymanId))
      : Promise.resolve([]),
    db.select().from(reviews).where(and(eq(reviews.parcelOrderId, p.id), eq(reviews.userId, p.userId))).limit(1),
  ]);
  return { type, currency, payment, deliveryman, review };
}
export type ParcelRelations = Awaited<ReturnType<typeof parcelRelations>>;

/** Moves a parcel from `from` to `to` in one conditional statement; null when someone moved it first. */
export async function moveParcel(tx: Db, parcelId: number, from: string, to: string, now: Date, extra: Partial<ParcelRow> = {}) {
  const [row] = await tx
    .update(parcelOrders)
    .set({ ...extra, status: to, updatedAt: now })
    .where(and(eq(parcelOrders.id, parcelId), eq(parcelOrders.status, from)))
    .returning();
  return row ?? null;
}

/** The demo courier: the first deliveryman account. */
export async function anyDeliveryman(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'deliveryman')).orderBy(asc(users.id)).limit(1);
  return row?.id ?? null;
}

