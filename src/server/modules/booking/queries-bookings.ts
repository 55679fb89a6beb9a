import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '../../db/schema';
import type { Db } from '../../db/client';
import { bookings, shops, shopSections, tables, userBookings } from '../../db/schema';
import type { Window } from './queries-read';

/** Reads and writes of customers' reservations (user_bookings). */

export type UserBookingRow = typeof userBookings.$inferSelect;

/** A reservation with what its presenter shows: the booking configuration, the table, its section and shop. */
const joined = {
  row: userBookings,
  booking: bookings,
  table: tables,
  section: shopSections,
  shop: shops,
};

const joinedFrom = (db: Db) =>
  db
    .select(joined)
    .from(userBookings)
    .innerJoin(bookings, eq(bookings.id, userBookings.bookingId))
    .innerJoin(tables, eq(tables.id, userBookings.tableId))
    .innerJoin(shopSections, eq(shopSections.id, tables.shopSectionId))
    .innerJoin(shops, eq(shops.id, bookings.shopId));

export type JoinedBooking = Awaited<ReturnType<ReturnType<typeof joinedFrom>['limit']>>[number];

/** Its end, or (for rows written without one) an hour after its start. */
const endOf = sql`coalesce(${userBookings.endDate}, ${userBookings.startDate} + interval '1 hour')`;
const live = ne(userBookings.status, 'canceled');

/** Live reservations of a table overlapping [from, to): the intervals nobody else may book. */
export async function liveIntervals(db: Db, tableId: number, from: Date, to: Date) {
  return db
    .select({ start: userBookings.startDate, end: sql<Date>`${endOf}`.mapWith(userBookings.startDate) })
    .from(userBookings)
    .where(and(eq(userBookings.tableId, tableId), live, lt(userBookings.startDate, to), sql`${endOf} > ${from.toISOString()}::timestamptz`))
    .orderBy(asc(userBookings.startDate));
}

export interface NewBooking {
  bookingId: number;
  userId: number;
  tableId: number;
  startDate: Date;
  endDate: Date;
  guest: number;
  note: string | null;
}

export async function insertBooking(db: Db, values: NewBooking, now: Date): Promise<UserBookingRow> {
  const [row] = await db.insert(userBookings).values({ ...values, status: 'new', createdAt: now, updatedAt: now }).returning();
  return row;
}

/** Live reservations of a customer that have not started yet (bounded per customer). */
export async function countUpcoming(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userBookings).where(and(eq(userBookings.userId, userId), live, gt(userBookings.startDate, now)));
  return Number(row.n);
}

/** Upcoming: not ended yet, soonest first. Past: ended, latest first. */
export async function pageUserBookings(db: Db, userId: number, type: 'upcoming' | 'past' | undefined, now: Date, win: Window) {
  const iso = now.toISOString();
  const when: SQL | undefined =
    type === 'upcoming' ? sql`${endOf} > ${iso}::timestamptz` : type === 'past' ? sql`${endOf} <= ${iso}::timestamptz` : undefined;
  const where = and(eq(userBookings.userId, userId), when);
  const order = type === 'upcoming' ? [asc(userBookings.startDate), asc(userBookings.id)] : [desc(userBookings.startDate), desc(userBookings.id)];
  const [rows, [total]] = await Promise.all([
    joinedFrom(db).where(where).orderBy(...order).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(userBookings).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** One reservation as its customer (`userId`) or the owner of its shop (`sellerId`) may see it (others read it as missing); `any` for the system. */
export async function findBooking(db: Db, id: number, who: { userId: number } | { sellerId: number } | { any: true }): Promise<JoinedBooking | undefined> {
  const owner = 'userId' in who ? eq(userBookings.userId, who.userId) : 'sellerId' in who ? eq(shops.userId, who.sellerId) : undefined;
  const [row] = await joinedFrom(db).where(and(eq(userBookings.id, id), owner)).limit(1);
  return row;
}

/** Moves a reservation from one of `from` to `to`; undefined when it was no longer in one of them (someone was first). */
export async function moveStatus(db: Db, id: number, from: readonly BookingStatus[], to: BookingStatus, now: Date): Promise<UserBookingRow | undefined> {
  const [row] = await db
    .update(userBookings)
    .set({ status: to, updatedAt: now })
    .where(and(eq(userBookings.id, id), inArray(userBookings.status, [...from])))
    .returning();
  return row;
}

/** New reservations waiting at least since `cutoff`, oldest first: what the demo operator answers. */
export async function waitingSince(db: Db, cutoff: Date, limit: number) {
  return db
    .select({ id: userBookings.id })
    .from(userBookings)
    .where(and(eq(userBookings.status, 'new'), lte(userBookings.updatedAt, cutoff)))
    .orderBy(asc(userBookings.updatedAt))
    .limit(limit);
}
