import type { Order, OrderDetail } from '../types/orders';

export type TotalsRow = { key: string; label: string; amount: number; negative?: boolean };

const cents = (n: number | undefined) => Math.round(Number(n ?? 0) * 100);

/**
 * A line as the order lists it: before its discount, product tax included (origin_price + tax; total_price
 * when an older answer has no origin price). The discount row takes the discounts off once.
 */
export function lineListPrice(line: Pick<OrderDetail, 'origin_price' | 'tax' | 'total_price'>): number {
  return line.origin_price === undefined ? Number(line.total_price ?? 0) : (cents(line.origin_price) + cents(line.tax)) / 100;
}

/** Σ of the listed lines and their addons, in cents. */
export function linesSubtotal(details: readonly OrderDetail[]): number {
  return details.reduce((sum, d) => sum + cents(lineListPrice(d)) + (d.addons ?? []).reduce((s, a) => s + cents(lineListPrice(a)), 0), 0) / 100;
}

/**
 * The amounts rows an order shows: the subtotal of its listed lines always, the others only when they apply
 * (tax = the shop's tax on top), so subtotal − discount − coupon + fees + tips + tax = total.
 */
export function totalsRows(order: Order, labels: (key: string) => string): TotalsRow[] {
  const details = order.details ?? [];
  const subtotal = details.length ? linesSubtotal(details) : Number(order.origin_price ?? 0);
  const rows: TotalsRow[] = [{ key: 'subtotal', label: labels('totals.subtotal'), amount: subtotal }];
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
