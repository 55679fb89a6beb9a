import { and, asc, count, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, shopBookingClosedDates, shopBookingWorkingDays, shops, shopSections, shopSectionTranslations, tables } from '../../db/schema';
import { pickEach } from '../content/texts';
import { wantedLocales } from '../i18n/translation';

/** Reads of what a shop offers for reservations: its booking configuration, hours, sections and tables. */

export type BookingRow = typeof bookings.$inferSelect;
export type SectionRow = typeof shopSections.$inferSelect;
export type TableRow = typeof tables.$inferSelect;
export interface Window {
  limit: number;
  offset: number;
}

/** Approved, visible shops with an active booking configuration: the shops that take reservations. */
const takesBookings = and(
  eq(shops.status, 'approved'),
  eq(shops.visibility, true),
  exists(sql`(select 1 from ${bookings} where ${bookings.shopId} = ${shops.id} and ${bookings.active})`),
);

export async function pageBookingShops(db: Db, win: Window) {
  const [rows, [total]] = await Promise.all([
    db.select().from(shops).where(takesBookings).orderBy(asc(shops.id)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(shops).where(takesBookings),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findBookingShop(db: Db, shopId: number) {
  const [row] = await db.select().from(shops).where(and(eq(shops.id, shopId), takesBookings)).limit(1);
  return row;
}

/** The active booking configuration of each shop in `ids` (the first one when a shop has several). */
export async function configsOf(db: Db, ids: number[]): Promise<Map<number, BookingRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(bookings).where(and(inArray(bookings.shopId, ids), eq(bookings.active, true))).orderBy(asc(bookings.id));
  const map = new Map<number, BookingRow>();
  for (const row of rows) if (!map.has(row.shopId)) map.set(row.shopId, row);
  return map;
}

export async function pageConfigs(db: Db, shopId: number | undefined, win: Window) {
  const where = and(eq(bookings.active, true), shopId ? eq(bookings.shopId, shopId) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(bookings).where(where).orderBy(asc(bookings.id)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

export async function bookingHoursOf(db: Db, ids: number[]) {
  if (!ids.length) return { days: [], closed: [] };
  const [days, closed] = await Promise.all([
    db.select().from(shopBookingWorkingDays).where(inArray(shopBookingWorkingDays.shopId, ids)).orderBy(asc(shopBookingWorkingDays.id)),
    db.select().from(shopBookingClosedDates).where(inArray(shopBookingClosedDates.shopId, ids)).orderBy(asc(shopBookingClosedDates.day)),
  ]);
  return { days, closed };
}

export async function pageSections(db: Db, shopId: number, win: Window) {
  const where = eq(shopSections.shopId, shopId);
  const [rows, [total]] = await Promise.all([
    db.select().from(shopSections).where(where).orderBy(asc(shopSections.id)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(shopSections).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findSection(db: Db, id: number): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(shopSections).where(eq(shopSections.id, id)).limit(1);
  return row;
}

export async function sectionTexts(db: Db, ids: number[], locale: string) {
  if (!ids.length) return new Map<number, typeof shopSectionTranslations.$inferSelect>();
  const t = shopSectionTranslations;
  const rows = await db.select().from(t).where(and(inArray(t.shopSectionId, ids), inArray(t.locale, wantedLocales(locale))));
  return pickEach(rows, (r) => r.shopSectionId, locale);
}

/** Active tables of a section, fewest chairs first. */
export async function pageTables(db: Db, sectionId: number, win: Window) {
  const where = and(eq(tables.shopSectionId, sectionId), eq(tables.active, true));
  const [rows, [total]] = await Promise.all([
    db.select().from(tables).where(where).orderBy(asc(tables.chairCount), asc(tables.id)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(tables).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** An active table with its section's shop (the shop must still take bookings). */
export async function findTable(db: Db, id: number) {
  const [row] = await db
    .select({ table: tables, section: shopSections })
    .from(tables)
    .innerJoin(shopSections, eq(shopSections.id, tables.shopSectionId))
    .innerJoin(shops, eq(shops.id, shopSections.shopId))
    .where(and(eq(tables.id, id), eq(tables.active, true), takesBookings))
    .limit(1);
  return row;
}

/** Holds the table row until the transaction ends: concurrent reservations of one table run one after another. */
export async function lockTable(db: Db, id: number): Promise<void> {
  await db.select({ id: tables.id }).from(tables).where(eq(tables.id, id)).for('update');
}
