import type { CartTotals } from '../types/cart';

/**
 * The checkout summary from `cart/calculate` (pure): which rows to show, in order, with their sign. Zero
 * rows are left out except subtotal and total. The lines are listed before their discounts with their product
 * tax, so the subtotal is their sum (the cart's `price`) and the discount row takes the discounts off once; the
 * tax row is the shop's tax on top (`total_tax`, as the newer contract fills it):
 *   subtotal − discount − coupon + tax + delivery + service + tips = total.
 */

export interface TotalsRow {
  /** Translation key, also the row's test id. */
  key: string;
  amount: number;
  /** Shown with a minus sign (discounts, coupon). */
  minus?: boolean;
  strong?: boolean;
}

const cents = (n: number | undefined) => Math.round((n ?? 0) * 100);

export function totalsRows(t: CartTotals): TotalsRow[] {
  const rows: TotalsRow[] = [{ key: 'totals.subtotal', amount: cents(t.price) / 100 }];
  const optional: TotalsRow[] = [
    { key: 'totals.discount', amount: cents(t.total_discount) / 100, minus: true },
    { key: 'totals.coupon', amount: cents(t.coupon_price) / 100, minus: true },
    { key: 'totals.tax', amount: cents(t.total_tax ?? t.total_shop_tax) / 100 },
    { key: 'totals.delivery.fee', amount: cents(t.delivery_fee) / 100 },
    { key: 'totals.service.fee', amount: cents(t.service_fee) / 100 },
    { key: 'totals.tips', amount: cents(t.tips) / 100 },
  ];
  rows.push(...optional.filter((row) => row.amount > 0));
  rows.push({ key: 'totals.total', amount: t.total_price ?? 0, strong: true });
  return rows;
}

/** Σ of the rows with their signs, in cents, without the total: equals the total when the summary adds up. */
export function rowsSum(rows: readonly TotalsRow[]): number {
  return rows.filter((r) => r.key !== 'totals.total').reduce((sum, r) => sum + (r.minus ? -1 : 1) * cents(r.amount), 0) / 100;
}

/** Tip presets, in percent of the cart's subtotal. */
export const TIP_PERCENTS = [5, 10, 15] as const;

/** A percent tip of an amount, rounded to cents. */
export function tipFor(subtotal: number, percent: number): number {
  return Math.round((cents(subtotal) * percent) / 100) / 100;
}

/** A typed custom tip: a non-negative amount with at most 2 decimals, else null. */
export function parseTip(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}
