import type { Order } from '../types/orders';

export type TotalsRow = { key: string; label: string; amount: number; negative?: boolean };

/** The amounts rows an order shows: subtotal always, the others only when they apply, then the total. */
export function totalsRows(order: Order, labels: (key: string) => string): TotalsRow[] {
  const lines = (order.details ?? []).reduce((sum, d) => sum + Number(d.total_price ?? 0) + (d.addons ?? []).reduce((s, a) => s + Number(a.total_price ?? 0), 0), 0);
  const rows: TotalsRow[] = [{ key: 'subtotal', label: labels('totals.subtotal'), amount: Number(order.origin_price ?? lines) }];
  const optional: Array<[string, string, number | undefined, boolean?]> = [
    ['discount', 'totals.discount', order.total_discount, true],
    ['coupon', 'totals.coupon', order.coupon?.price ?? order.coupon_price, true],
    ['delivery', 'totals.delivery.fee', order.delivery_fee],
    ['service', 'totals.service.fee', order.service_fee],
    ['tips', 'totals.tips', order.tips],
    ['tax', 'totals.tax', order.tax],
  ];
  for (const [key, label, amount, negative] of optional) if (Number(amount ?? 0) > 0) rows.push({ key, label: labels(label), amount: Number(amount), negative });
  return rows;
}
