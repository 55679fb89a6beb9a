import type { BookingStatus } from '../../db/schema';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import type { RequestInfo } from '../../http/route';
import { publishNotification } from '../notifications/publish';
import { presentJoined } from './present-joined';
import * as b from './queries-bookings';

/**
 * The shop's answer to a reservation (our addition, like the seller order routes): accept a new one, or decline
 * (status `canceled`) a new or accepted one that has not started. The customer is notified in the same
 * transaction. Sellers answer only their own shops' reservations (others: 404); the demo operator answers any.
 */

export type Answer = Extract<BookingStatus, 'accepted' | 'canceled'>;

const FROM: Record<Answer, readonly BookingStatus[]> = { accepted: ['new'], canceled: ['new', 'accepted'] };

/** Moves one reservation and tells its customer; 409 when it is no longer answerable. */
export async function answerBooking(ctx: AppContext, id: number, status: Answer, sellerId: number | null) {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const found = await b.findBooking(db, id, sellerId === null ? { any: true } : { sellerId });
    if (!found) throw notFound();
    const now = ctx.clock.now();
    if (found.row.startDate <= now) throw new ApiError('CONFLICT', { message: 'The reservation has already started' });
    const moved = await b.moveStatus(db, id, FROM[status], status, now);
    if (!moved) throw new ApiError('CONFLICT', { message: `The reservation is already ${found.row.status}` });
    await publishNotification(db, {
      userId: moved.userId,
      type: 'booking_status',
      title: status === 'accepted' ? `Reservation #${id} is confirmed` : `Reservation #${id} was declined`,
      data: { id, type: 'booking', status },
    });
    return { ...found, row: moved };
  });
}

export function requireSeller(auth: AuthUser): number {
  if (auth.user.role !== 'seller') throw new ApiError('FORBIDDEN');
  return auth.user.id;
}

export async function sellerAnswer(ctx: AppContext, req: RequestInfo, auth: AuthUser, id: number, status: Answer) {
  const moved = await answerBooking(ctx, id, status, requireSeller(auth));
  const [shown] = await presentJoined(ctx.db, [moved], req.locale);
  return shown;
}

/** Demo operator: accepts every reservation that has waited `holdMs`; returns how many it accepted. */
export async function acceptWaitingBookings(ctx: AppContext, holdMs: number, batch = 50): Promise<number> {
  const waiting = await b.waitingSince(ctx.db, new Date(ctx.clock.now().getTime() - holdMs), batch);
  let accepted = 0;
  for (const { id } of waiting) {
    try {
      await answerBooking(ctx, id, 'accepted', null);
      accepted++;
    } catch (error) {
      // The customer canceled, a seller answered, or the time came: it is no longer ours to accept.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return accepted;
}
