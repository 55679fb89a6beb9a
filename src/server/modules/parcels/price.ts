import type { Minor } from '@/lib/money';
import type { GeoPoint } from '../../db/schema';
import { deliveryFeeMinor } from '../cart/totals-math';
import { haversineKm } from '../shops/zones';

/**
 * What carrying a parcel costs: the type's base price plus its price per km over the straight-line distance
 * between the two points (the same rule and rounding as a shop's delivery fee), in minor units.
 */
export function parcelQuote(type: { price: Minor; pricePerKm: Minor }, from: GeoPoint, to: GeoPoint): { km: number; price: Minor } {
  const km = haversineKm(from, to);
  return { km, price: deliveryFeeMinor(type.price, type.pricePerKm, km) };
}
