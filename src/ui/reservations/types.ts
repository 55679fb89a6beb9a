import type { z } from 'zod';
import type { bookingConfig, bookingShop, diningTable, shopSection, userBooking } from '@/contract/responses/booking';

/** Reservation shapes the storefront reads (contract §3.10), inferred from the API's response schemas. Times are "YYYY-MM-DD HH:mm" UTC. */

export type BookingConfig = z.infer<typeof bookingConfig>;
export type BookingShop = z.infer<typeof bookingShop>;
export type Section = z.infer<typeof shopSection>;
export type Table = z.infer<typeof diningTable>;
export type UserBooking = z.infer<typeof userBooking>;
