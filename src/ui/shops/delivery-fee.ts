/**
 * What a shop's delivery costs, in words (pure): the API's fee for the chosen address when there is one
 * (`delivery_fee`, computed like the checkout's), else the base price, "from" it when a per-km part is added.
 */
export type FeeText = { kind: 'exact'; amount: number } | { kind: 'free' } | { kind: 'from'; base: number; perKm: number };

export function feeText(shop: { price?: number; price_per_km?: number; delivery_fee?: number }): FeeText | null {
  if (shop.delivery_fee != null) return shop.delivery_fee > 0 ? { kind: 'exact', amount: shop.delivery_fee } : { kind: 'free' };
  if (shop.price == null) return null;
  const perKm = Number(shop.price_per_km ?? 0);
  if (perKm > 0) return { kind: 'from', base: Number(shop.price), perKm };
  return Number(shop.price) > 0 ? { kind: 'exact', amount: Number(shop.price) } : { kind: 'free' };
}
