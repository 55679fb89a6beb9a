import { z } from 'zod';
import { parseStamp } from '../booking-slots';
import { commonQuery, id, isoDate, pagination, text } from './fields';

/** Request shapes of table reservations (contract §3.10) and of our cancel and seller-answer routes. */

/** Most guests at one table, and most live reservations one customer may hold (bounds every client can grow, G20). */
export const GUESTS_MAX = 50;
export const UPCOMING_BOOKINGS_MAX = 10;
/** Widest `date_from`..`date_to` window of the booked-intervals route. */
export const DISABLE_DATES_MAX_DAYS = 62;

/** "YYYY-MM-DD HH:mm" (seconds allowed), a real UTC date and time. */
const stamp = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'Must be a time YYYY-MM-DD HH:mm')
    .refine((s) => !Number.isNaN(parseStamp(s)), 'Must be a real date and time');

export const bookingShopsQuery = z.object({ ...commonQuery, ...pagination });
export const bookingIdParams = z.object({ id: id() });
export const bookingConfigQuery = z.object({ ...commonQuery, ...pagination, shop_id: id().optional() });
export const sectionsQuery = z.object({ ...commonQuery, ...pagination, shop_id: id() });
export const tablesQuery = z.object({ ...commonQuery, ...pagination, shop_section_id: id() });

export const disableDatesQuery = z
  .object({ ...commonQuery, date_from: isoDate(), date_to: isoDate() })
  .refine((q) => q.date_from <= q.date_to, { message: 'Must not be before date_from', path: ['date_to'] })
  .refine((q) => Date.parse(q.date_to) - Date.parse(q.date_from) <= DISABLE_DATES_MAX_DAYS * 86_400_000, {
    message: `At most ${DISABLE_DATES_MAX_DAYS} days`,
    path: ['date_to'],
  });

export const myBookingBody = z.strictObject({
  table_id: id(),
  /** The shop's booking configuration; optional here, and when sent it must be the table's shop's. */
  booking_id: id().optional(),
  start_date: stamp(),
  end_date: stamp().optional(),
  guest: z.number('Must be a number').int('Must be a whole number').min(1, 'At least 1 guest').max(GUESTS_MAX, `At most ${GUESTS_MAX} guests`),
  note: text(500, 0).optional(),
});
export type MyBookingBody = z.infer<typeof myBookingBody>;

export const BOOKING_LIST_TYPES = ['upcoming', 'past'] as const;
export const myBookingsQuery = z.object({ ...commonQuery, ...pagination, type: z.enum(BOOKING_LIST_TYPES, 'Unknown list').optional() });

/** The customer may only cancel (contract §0.2 applied to bookings). */
export const myBookingStatusQuery = z.object({ ...commonQuery, status: z.literal('canceled', 'Only canceled') });

/** The shop accepts or declines (declined reservations read `canceled`, the contract's statuses). */
export const sellerBookingStatusBody = z.strictObject({ status: z.enum(['accepted', 'canceled'], 'Unknown booking status') });
