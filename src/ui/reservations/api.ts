import type { SuccessResponse } from '@/contract/envelope';
import { errorKey } from '../content/errors';
import { http } from '../http/browser';
import type { UserBooking } from './types';

/** Reservation writes (contract §3.10 and our cancel route), through the one client. */

const one = async <T>(request: Promise<unknown>) => ((await request) as SuccessResponse<T>).data;

export interface NewBooking {
  table_id: number;
  booking_id?: number;
  start_date: string;
  guest: number;
  note?: string;
}

export const createBooking = (body: NewBooking) => one<UserBooking>(http.post('dashboard/user/my-bookings', body));

export const cancelBooking = (id: number) => one<UserBooking>(http.post(`dashboard/user/my-bookings/${id}/status/change`, undefined, { params: { status: 'canceled' } }));

/** The message key for a refused reservation: taken (409), no longer bookable (422), or the general catalogue. */
export function bookingErrorKey(failure: unknown): { key: string; ns?: string } {
  const status = (failure as { status?: number } | null)?.status;
  if (status === 409) return { key: 'reservation.error.taken' };
  if (status === 422) return { key: 'reservation.error.rules' };
  return { key: errorKey(failure), ns: 'errors' };
}
