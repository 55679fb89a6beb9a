import { z } from 'zod';
import { translation } from './common';
import { shop } from './shops';

/** Table reservation shapes (contract §3.10). Times are "YYYY-MM-DD HH:mm" in UTC. */

/** A shop's booking configuration (`rest/booking/bookings`): how long one reservation lasts, in minutes. */
export const bookingConfig = z.object({
  id: z.number(),
  shop_id: z.number(),
  max_time: z.number(),
  start_time: z.string().nullable().optional(),
  end_time: z.string().nullable().optional(),
  active: z.boolean().optional(),
});

/** BookingShop: the Shop plus its reservation hours, closed dates and booking configuration. */
export const bookingShop = shop.extend({
  booking: bookingConfig.optional(),
  booking_shop_working_days: z.array(z.object({ id: z.number(), day: z.string(), from: z.string(), to: z.string(), disabled: z.boolean() })),
  booking_shop_closed_date: z.array(z.object({ id: z.number(), day: z.string() })),
});

/** A dining section ("Zone"). */
export const shopSection = z.object({
  id: z.number(),
  shop_id: z.number(),
  area: z.string().optional(),
  img: z.string().optional(),
  translation: translation.optional(),
  galleries: z.array(z.unknown()).optional(),
});

export const diningTable = z.object({
  id: z.number(),
  name: z.string(),
  shop_section_id: z.number(),
  tax: z.number().optional(),
  chair_count: z.number(),
  active: z.boolean().optional(),
  shop_section: shopSection.optional(),
});

/** One booked interval of a table (`disable-dates`, a bare array). */
export const bookedInterval = z.object({ start_date: z.string(), end_date: z.string() });

export const userBooking = z.object({
  id: z.number(),
  booking_id: z.number(),
  user_id: z.number().optional(),
  table_id: z.number(),
  start_date: z.string(),
  end_date: z.string().optional(),
  status: z.enum(['new', 'accepted', 'canceled']),
  guest: z.number().optional(),
  note: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  booking: bookingConfig
    .extend({
      shop: z.object({ id: z.number(), uuid: z.string().optional(), type: z.string().optional(), logo_img: z.string().optional(), translation: translation.optional() }),
    })
    .optional(),
  table: diningTable.optional(),
});
