import { sql } from 'drizzle-orm';
import { userBookings } from '../../src/server/db/schema';
import { sqlRows, type TestApi } from './harness';
import { SELLER } from './orders-fixtures';

/** Shared set-up of the reservation tests: a bookable table and free dates, read through the API and the seed. */

export const MY_BOOKINGS = '/dashboard/user/my-bookings';

export interface BookableTable {
  shopId: number;
  bookingId: number;
  sectionId: number;
  tableId: number;
  chairs: number;
  /** "YYYY-MM-DD" dates the shop takes no reservations. */
  closed: string[];
}

/** The smallest table of the first section of a booking shop: the demo seller's (`mine`) or another seller's. */
export async function bookableTable(api: TestApi, mine: boolean): Promise<BookableTable> {
  const [shop] = await sqlRows<{ id: number }>(
    api,
    sql`select s.id from shops s join users u on u.id = s.user_id
      where exists (select 1 from bookings b where b.shop_id = s.id and b.active) and (u.email = ${SELLER}) = ${mine}
      order by s.id limit 1`,
  );
  const shopId = Number(shop.id);
  const detail = (await api.call('GET', `/rest/booking/shops/${shopId}`)).body.data;
  const sections = (await api.call('GET', `/rest/booking/shop-sections?shop_id=${shopId}`)).body.data;
  const tables = (await api.call('GET', `/rest/booking/tables?shop_section_id=${sections[0].id}`)).body.data;
  return {
    shopId,
    bookingId: detail.booking.id,
    sectionId: sections[0].id,
    tableId: tables[0].id,
    chairs: tables[0].chair_count,
    closed: detail.booking_shop_closed_date.map((d: { day: string }) => d.day),
  };
}

/** A "YYYY-MM-DD" date at least `fromDays` after the API clock's today that the shop is open for bookings. */
export function openDate(api: TestApi, table: BookableTable, fromDays = 2): string {
  for (let d = fromDays; ; d++) {
    const date = new Date(api.clock.now().getTime() + d * 86_400_000).toISOString().slice(0, 10);
    if (!table.closed.includes(date)) return date;
  }
}

export const bookingCount = async (api: TestApi) => Number((await sqlRows<{ n: number }>(api, sql`select count(*)::int as n from user_bookings`))[0].n);

/** A new reservation written straight into the DB, `inDays` from now at 13:00 UTC, for fixtures of other suites. */
export async function insertBooking(api: TestApi, userId: number, table: BookableTable, inDays: number): Promise<number> {
  const start = new Date(`${new Date(api.clock.now().getTime() + inDays * 86_400_000).toISOString().slice(0, 10)}T13:00:00Z`);
  const [row] = await api.ctx.db
    .insert(userBookings)
    .values({ bookingId: table.bookingId, userId, tableId: table.tableId, startDate: start, endDate: new Date(start.getTime() + 3_600_000), guest: 2 })
    .returning({ id: userBookings.id });
  return row.id;
}
