import { toDisplay, type Minor } from '@/lib/money';
import { deliveryFeeMinor } from '../cart/totals-math';
import type { GeoPoint, Polygon } from '../../db/schema';

/** Pure delivery-zone geometry (contract §7): ray casting on [lat, lng] and haversine distance. */

const EARTH_RADIUS_KM = 6371;

/** True when `point` lies inside `polygon` (`[[lat, lng], ...]`, implicitly closed); ray cast along latitude. */
export function pointInPolygon(point: GeoPoint, polygon: Polygon): boolean {
  const x = point.latitude;
  const y = point.longitude;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (R = 6371), rounded to 0.01. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 100) / 100;
}

export interface FeeShop {
  price: Minor;
  pricePerKm: Minor;
  location: GeoPoint;
}

/**
 * What delivery to `to` costs: the distance and the fee in minor units, from deliveryFeeMinor, the one rule
 * cart/calculate and checkout use, so a shop list, the shop answer and the checkout show the same figure.
 */
export function deliveryQuote(shop: FeeShop, to: GeoPoint): { km: number; fee: Minor } {
  const km = haversineKm(shop.location, to);
  return { km, fee: deliveryFeeMinor(shop.price, shop.pricePerKm, km) };
}

/** Delivery fee to `to` in the display currency (the checkout's delivery_fee for the same point). */
export function deliveryFee(shop: FeeShop, to: GeoPoint, rate = 1): number {
  return toDisplay(deliveryQuote(shop, to).fee, rate);
}
