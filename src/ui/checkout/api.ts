import { queryOptions } from '@tanstack/react-query';
import type { SuccessResponse } from '@/contract/envelope';
import { http } from '../http/browser';
import type { Order } from '../types/orders';
import type { LatLng, Payment, PlaceOrderBody } from '../types/cart';

/** Checkout's own calls (contract §3.2, §3.6, §3.7). */

/**
 * Places the order. The key makes retries of the same attempt safe: the API runs it at most once and
 * replays the first answer (contract §0.4).
 */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<Order> {
  const res = (await http.post('dashboard/user/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } })) as unknown as SuccessResponse<Order>;
  return res.data;
}

export const paymentsQuery = () =>
  queryOptions({
    queryKey: ['payments'] as const,
    queryFn: async () => ((await http.get('rest/payments')) as unknown as { data: Payment[] }).data ?? [],
  });

/** Whether the shop delivers to the point: true, false (400 NOT_IN_POLYGON / 404 no zone), errors thrown. */
export const shopZoneQuery = (shopId: number, point: LatLng | null) =>
  queryOptions({
    queryKey: ['shop-zone', shopId, point?.latitude ?? null, point?.longitude ?? null] as const,
    enabled: Boolean(point),
    queryFn: async () => {
      try {
        await http.get(`rest/shop/${shopId}/delivery-zone/check/distance`, { params: { 'address[latitude]': point!.latitude, 'address[longitude]': point!.longitude } });
        return true;
      } catch (failure) {
        const status = (failure as { status?: number }).status;
        if (status === 400 || status === 404) return false;
        throw failure;
      }
    },
    staleTime: 60_000,
  });

/** "lat,lng" of the settings store → a point; null when unusable. */
export function toPoint(location: string | undefined): LatLng | null {
  const [lat, lng] = (location ?? '').split(',').map((part) => Number(part.trim()));
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}
