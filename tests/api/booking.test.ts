import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRules, freeTimes, parseStamp } from '../../src/contract/booking-slots';
import { acceptWaitingBookings } from '../../src/server/modules/booking/service-staff';
import { bookableTable, bookingCount, MY_BOOKINGS, openDate, type BookableTable } from './booking-fixtures';
import { signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { login, SELLER } from './orders-fixtures';

/** Table reservations (contract §3.10, issue 18 item 1): discovery, free times, booking rules, cancel, the shop's answer. */

let api: TestApi;
let token: string;
let sellerToken: string;
let table: BookableTable;
let date: string;

beforeAll(async () => {
  api = await startTestApi();
  [token, sellerToken] = await Promise.all([signInDemo(api), login(api, SELLER)]);
  table = await bookableTable(api, false);
  date = openDate(api, table);
});
afterAll(() => api?.close());

const book = (body: Record<string, unknown>, as = token) => api.call('POST', MY_BOOKINGS, { token: as, body: { table_id: table.tableId, guest: 2, ...body } });

async function settings(): Promise<Record<string, string>> {
  const rows = (await api.call('GET', '/rest/settings')).body.data as Array<{ key: string; value: string }>;
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

describe('discovering shops that take reservations', () => {
  it('lists the seeded booking shops with their reservation hours', async () => {
    const res = await api.call('GET', '/rest/booking/shops/paginate?perPage=20');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(4);
    expect(res.body.data[0]).toMatchObject({ id: expect.any(Number), translation: { title: expect.any(String) }, booking: { max_time: expect.any(Number) } });
    expect(res.body.data[0].booking_shop_working_days).toHaveLength(7);
  });

  it('shows one shop, its sections and tables (seats); a shop without reservations is 404', async () => {
    const sections = (await api.call('GET', `/rest/booking/shop-sections?shop_id=${table.shopId}`)).body;
    expect(sections.data[0]).toMatchObject({ shop_id: table.shopId, translation: { title: expect.any(String) }, galleries: [] });
    const tables = (await api.call('GET', `/rest/booking/tables?shop_section_id=${table.sectionId}`)).body.data;
    expect(tables[0]).toMatchObject({ id: table.tableId, chair_count: expect.any(Number), shop_section: { id: table.sectionId } });
    const [plain] = await sqlRows<{ id: number }>(api, sql`select id from shops where not exists (select 1 from bookings b where b.shop_id = shops.id) order by id limit 1`);
    expect((await api.call('GET', `/rest/booking/shops/${plain.id}`)).status).toBe(404);
    expect((await api.call('GET', '/rest/booking/tables?shop_section_id=999999')).status).toBe(404);
    expect((await api.call('GET', '/rest/booking/disable-dates/table/999999?date_from=2026-01-01&date_to=2026-01-02')).status).toBe(404);
  });
});

describe('booking a table', () => {
  it('books for N guests with a note, lists it as upcoming, blocks its time for others, and cancels it', async () => {
    const before = await api.call('GET', `/rest/booking/disable-dates/table/${table.tableId}?date_from=${date}&date_to=${date}`);
    expect(before.body).toEqual([]);
    const res = await book({ booking_id: table.bookingId, start_date: `${date} 13:00`, guest: table.chairs, note: 'Window seat, please' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ table_id: table.tableId, status: 'new', guest: table.chairs, note: 'Window seat, please', start_date: `${date} 13:00` });
    const id = res.body.data.id;

    const booked = (await api.call('GET', `/rest/booking/disable-dates/table/${table.tableId}?date_from=${date}&date_to=${date}`)).body;
    expect(booked).toEqual([{ start_date: `${date} 13:00`, end_date: res.body.data.end_date }]);
    // Free times follow the settings and the booked interval: nothing overlapping 13:00–14:00 is offered.
    const shop = (await api.call('GET', `/rest/booking/shops/${table.shopId}`)).body.data;
    const rules = bookingRules(await settings(), shop.booking.max_time);
    const intervals = booked.map((b: { start_date: string; end_date: string }) => ({ start: parseStamp(b.start_date), end: parseStamp(b.end_date) }));
    const times = freeTimes(date, { days: shop.booking_shop_working_days, closed: [] }, rules, intervals, api.clock.now().getTime());
    expect(times).toContain('14:00');
    expect(times).not.toContain('13:00');
    expect(times).not.toContain('12:30');
    expect(times.length).toBeGreaterThan(5);

    const upcoming = (await api.call('GET', `${MY_BOOKINGS}?type=upcoming`, { token })).body;
    expect(upcoming.data.map((b: { id: number }) => b.id)).toContain(id);
    expect(upcoming.data.find((b: { id: number }) => b.id === id)).toMatchObject({ booking: { shop: { id: table.shopId } }, table: { id: table.tableId, shop_section: { id: table.sectionId } } });
    expect((await api.call('GET', `${MY_BOOKINGS}?type=past`, { token })).body.data.map((b: { id: number }) => b.id)).not.toContain(id);

    expect((await book({ start_date: `${date} 13:30` })).status).toBe(409);
    const cancel = await api.call('POST', `${MY_BOOKINGS}/${id}/status/change?status=canceled`, { token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe('canceled');
    expect((await api.call('POST', `${MY_BOOKINGS}/${id}/status/change?status=canceled`, { token })).status).toBe(409);
    expect((await api.call('GET', `/rest/booking/disable-dates/table/${table.tableId}?date_from=${date}&date_to=${date}`)).body).toEqual([]);
  });

  it('refuses outside the hours, in the past, too soon, on a closed date, or for more guests than seats, storing nothing', async () => {
    const count = await bookingCount(api);
    const today = api.clock.now().toISOString().slice(0, 10);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ start_date: `${date} 06:00` }, 422, 'start_date'],
      [{ start_date: `${date} 22:30` }, 422, 'start_date'],
      [{ start_date: '2020-01-01 13:00' }, 422, 'start_date'],
      [{ start_date: `${table.closed[0]} 13:00` }, 422, 'start_date'],
      [{ start_date: `${date} 13:00`, guest: table.chairs + 1 }, 422, 'guest'],
      [{ start_date: `${date} 13:00`, end_date: `${date} 13:10` }, 422, 'end_date'],
      [{ start_date: `${date} 13:00`, end_date: `${date} 12:00` }, 400, 'end_date'],
      [{ start_date: `${date} 25:00` }, 400, 'start_date'],
      [{ start_date: `${date} 13:00`, guest: 0 }, 400, 'guest'],
    ];
    const soon = new Date(api.clock.now().getTime() + 10 * 60_000);
    if (soon.toISOString().slice(0, 10) === today) cases.push([{ start_date: soon.toISOString().slice(0, 16).replace('T', ' ') }, 422, 'start_date']);
    for (const [body, status, field] of cases) {
      const res = await book(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body, JSON.stringify(body)).toMatchObject({ status: false, message: expect.any(String), params: { [field]: [expect.any(String)] } });
    }
    expect((await book({ start_date: `${date} 13:00`, table_id: 999999 })).status).toBe(404);
    expect((await book({ start_date: `${date} 13:00`, booking_id: 999999 })).status).toBe(404);
    expect(await bookingCount(api)).toBe(count);
  });
});

describe("the shop's answer", () => {
  it('lets the seller accept a booking at their shop, notifying the customer; other shops\' bookings are 404', async () => {
    const mine = await bookableTable(api, true);
    const day = openDate(api, mine);
    const res = await api.call('POST', MY_BOOKINGS, { token, body: { table_id: mine.tableId, start_date: `${day} 15:00`, guest: 2 } });
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    const answer = await api.call('POST', `/dashboard/seller/bookings/${id}/status/update`, { token: sellerToken, body: { status: 'accepted' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('accepted');
    const [note] = await sqlRows<{ type: string; title: string }>(api, sql`select type, title from push_notifications where data->>'type' = 'booking' and (data->>'id')::int = ${id} and type = 'booking_status'`);
    expect(note).toMatchObject({ type: 'booking_status', title: expect.stringContaining('confirmed') });
    expect((await api.call('POST', `/dashboard/seller/bookings/${id}/status/update`, { token: sellerToken, body: { status: 'accepted' } })).status).toBe(409);
    // then declines it: the customer's reservation reads canceled
    expect((await api.call('POST', `/dashboard/seller/bookings/${id}/status/update`, { token: sellerToken, body: { status: 'canceled' } })).body.data.status).toBe('canceled');

    const other = await book({ start_date: `${date} 16:00` });
    expect((await api.call('POST', `/dashboard/seller/bookings/${other.body.data.id}/status/update`, { token: sellerToken, body: { status: 'accepted' } })).status).toBe(404);
    expect((await api.call('POST', `/dashboard/seller/bookings/${other.body.data.id}/status/update`, { token, body: { status: 'accepted' } })).status).toBe(403);
  });

  it('has the demo operator accept new bookings once they have waited the hold', async () => {
    const res = await book({ start_date: `${date} 18:00` });
    const id = res.body.data.id;
    const statusOf = async () => (await api.call('GET', `${MY_BOOKINGS}?type=upcoming&perPage=50`, { token })).body.data.find((b: { id: number }) => b.id === id).status;
    await acceptWaitingBookings(api.ctx, 20_000);
    expect(await statusOf()).toBe('new');
    api.clock.advance(21_000);
    expect(await acceptWaitingBookings(api.ctx, 20_000)).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe('accepted');
  });
});
