import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableTable, MY_BOOKINGS, openDate, type BookableTable } from './booking-fixtures';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { DRIVER, login } from './orders-fixtures';

/**
 * Two customers racing for the last table at one time get exactly one reservation: the booking transaction holds
 * the table's row while it checks for overlaps and inserts. PGlite runs transactions one after another, so the
 * race only means something on PostgreSQL: the suite runs when DATABASE_URL is set.
 */

let api: TestApi;
let tokens: string[];
let table: BookableTable;
beforeAll(async () => {
  if (ENGINE === 'pglite') return;
  api = await startTestApi();
  tokens = await Promise.all([signInDemo(api), login(api, DRIVER)]);
  table = await bookableTable(api, false);
});
afterAll(() => api?.close());

describe.skipIf(ENGINE === 'pglite')(`racing for one table (${ENGINE})`, () => {
  it('gives exactly one of many simultaneous requests for the same table and time the reservation', async () => {
    const date = openDate(api, table);
    for (const [round, time] of ['13:00', '17:00', '19:30'].entries()) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          api.call('POST', MY_BOOKINGS, { token: tokens[i % 2], body: { table_id: table.tableId, start_date: `${date} ${time}`, guest: 2 } }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, `round ${round}`).toEqual([201, ...Array(11).fill(409)]);
    }
    const [row] = await sqlRows<{ n: number }>(api, sql`select count(*)::int as n from user_bookings where table_id = ${table.tableId} and status <> 'canceled'`);
    expect(Number(row.n)).toBe(3);
  }, 60_000);
});
