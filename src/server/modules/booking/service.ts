import { bookingProblem, bookingRules, parseStamp, type BookingProblem } from '@/contract/booking-slots';
import { UPCOMING_BOOKINGS_MAX, type MyBookingBody } from '@/contract/schemas/booking';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError, invalid, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { publishNotification } from '../notifications/publish';
import { readSetting } from '../settings/queries';
import { presentUserBooking } from './present';
import { presentJoined } from './present-joined';
import * as b from './queries-bookings';
import * as q from './queries-read';

/**
 * Customers' table reservations (contract §3.10 `dashboard/user/my-bookings`). A reservation is checked against
 * the shared rules (src/contract/booking-slots.ts) inside a transaction that holds the table's row, so two
 * customers racing for one table at one time are served one after the other: exactly one gets it (409 for the
 * other). Another customer's reservation reads as missing (404).
 */

const LIST_PATH = '/api/v1/dashboard/user/my-bookings';
const MINUTE = 60_000;

const PROBLEMS: Record<BookingProblem, { field: string; message: string; conflict?: boolean }> = {
  past: { field: 'start_date', message: 'The time has already passed' },
  too_soon: { field: 'start_date', message: 'Book further in advance' },
  too_far: { field: 'start_date', message: 'The date is too far ahead' },
  closed: { field: 'start_date', message: 'The restaurant takes no reservations that day' },
  outside_hours: { field: 'start_date', message: 'Outside the reservation hours' },
  too_short: { field: 'end_date', message: 'The reservation is too short' },
  too_long: { field: 'end_date', message: 'The reservation is too long' },
  taken: { field: 'start_date', message: 'The table is already booked at that time', conflict: true },
};

function refuse(problem: BookingProblem): never {
  const p = PROBLEMS[problem];
  if (p.conflict) throw new ApiError('CONFLICT', { message: p.message });
  throw new ApiError('UNPROCESSABLE', { message: p.message, params: { [p.field]: [p.message] } });
}

/** The reservation settings (minutes), read once per request. */
export async function reservationSettings(db: Db) {
  const keys = ['reservation_time_durations', 'reservation_before_time', 'min_reservation_time'] as const;
  const values = await Promise.all(keys.map((k) => readSetting(db, k)));
  return Object.fromEntries(keys.map((k, i) => [k, values[i]]));
}

export async function create(ctx: AppContext, auth: AuthUser, body: MyBookingBody) {
  const found = await q.findTable(ctx.db, body.table_id);
  if (!found) throw notFound();
  const config = (await q.configsOf(ctx.db, [found.section.shopId])).get(found.section.shopId);
  if (!config || (body.booking_id !== undefined && body.booking_id !== config.id)) throw notFound();
  if (body.guest > found.table.chairCount) {
    const message = `This table seats at most ${found.table.chairCount}`;
    throw new ApiError('UNPROCESSABLE', { message, params: { guest: [message] } });
  }
  const [settings, hours] = await Promise.all([reservationSettings(ctx.db), q.bookingHoursOf(ctx.db, [found.section.shopId])]);
  const rules = bookingRules(settings, config.maxTime);
  const start = parseStamp(body.start_date);
  const end = body.end_date ? parseStamp(body.end_date) : start + rules.duration * MINUTE;
  if (end <= start) throw invalid({ end_date: ['Must be after start_date'] });
  const schedule = { days: hours.days, closed: hours.closed.map((d) => d.day) };
  const userId = auth.user.id;

  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await q.lockTable(db, found.table.id);
    const now = ctx.clock.now();
    const booked = await b.liveIntervals(db, found.table.id, new Date(start), new Date(end));
    const problem = bookingProblem({ start, end }, schedule, rules, booked.map((x) => ({ start: x.start.getTime(), end: x.end.getTime() })), now.getTime());
    if (problem) refuse(problem);
    if ((await b.countUpcoming(db, userId, now)) >= UPCOMING_BOOKINGS_MAX) {
      throw new ApiError('UNPROCESSABLE', { message: `At most ${UPCOMING_BOOKINGS_MAX} upcoming reservations` });
    }
    const values = { bookingId: config.id, userId, tableId: found.table.id, startDate: new Date(start), endDate: new Date(end), guest: body.guest, note: body.note || null };
    const inserted = await b.insertBooking(db, values, now);
    const shop = await q.findBookingShop(db, found.section.shopId);
    if (shop) {
      await publishNotification(db, { userId: shop.userId, type: 'new_booking', title: `New reservation #${inserted.id}`, data: { id: inserted.id, type: 'booking', status: 'new' } });
    }
    return inserted;
  });
  return presentUserBooking(row);
}

export async function list(ctx: AppContext, req: RequestInfo, auth: AuthUser, args: { page: number; perPage: number; type?: 'upcoming' | 'past' }) {
  const win = { limit: args.perPage, offset: (args.page - 1) * args.perPage };
  const { rows, total } = await b.pageUserBookings(ctx.db, auth.user.id, args.type, ctx.clock.now(), win);
  return paginate(await presentJoined(ctx.db, rows, req.locale), total, args.page, args.perPage, LIST_PATH, req.search);
}

/** The customer cancels a reservation that has not started (new or accepted); otherwise 409. */
export async function cancel(ctx: AppContext, req: RequestInfo, auth: AuthUser, id: number) {
  const found = await b.findBooking(ctx.db, id, { userId: auth.user.id });
  if (!found) throw notFound();
  const now = ctx.clock.now();
  if (found.row.startDate <= now) throw new ApiError('CONFLICT', { message: 'The reservation has already started' });
  const moved = await b.moveStatus(ctx.db, id, ['new', 'accepted'], 'canceled', now);
  if (!moved) throw new ApiError('CONFLICT', { message: `The reservation is already ${found.row.status}` });
  const [shown] = await presentJoined(ctx.db, [{ ...found, row: moved }], req.locale);
  return shown;
}
