import type { SuccessResponse } from '@/contract/envelope';
import { http } from '../http/browser';
import type { Parcel, ParcelPoint } from './types';

/** Parcel writes and the server's price (contract §3.11, §3.7), through the one client. */

const one = async <T>(request: Promise<unknown>) => ((await request) as SuccessResponse<T>).data;

/** The price the server will charge (in the shown currency) between two points for a type. */
export async function fetchParcelPrice(typeId: number, from: ParcelPoint, to: ParcelPoint) {
  return one<{ price: number; km: number }>(
    http.get('rest/parcel-order/calculate-price', {
      params: { type_id: typeId, 'address_from[latitude]': from.latitude, 'address_from[longitude]': from.longitude, 'address_to[latitude]': to.latitude, 'address_to[longitude]': to.longitude },
    }),
  );
}

/** `key` is the form's Idempotency-Key: a double submit creates one parcel. */
export function createParcel(body: Record<string, unknown>, key: string) {
  return one<Parcel>(http.post('dashboard/user/parcel-orders', body, { headers: { 'Idempotency-Key': key } }));
}

/** A card payment: the gateway's hosted page to go to. */
export async function startParcelCardPayment(tag: string, parcelId: number) {
  return one<{ data: { url: string } }>(http.post(`dashboard/user/order-${tag}-process`, { parcel_id: parcelId }));
}

export function cancelParcel(id: number) {
  return one<Parcel>(http.post(`dashboard/user/parcel-orders/${id}/status/change`, undefined, { params: { status: 'canceled' } }));
}

export function reviewCourier(id: number, review: { rating: number; comment?: string }) {
  return one<unknown>(http.post(`dashboard/user/parcel-orders/deliveryman-review/${id}`, review));
}
