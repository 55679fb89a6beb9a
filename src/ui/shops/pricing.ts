import type { ExtraValue, Product, Stock } from '../types/api';

/**
 * The product modal's choices as pure functions: extra groups from the stocks, the stock matching the picked
 * values (one per group), quantity bounds and the total shown on the "Add to cart" button.
 */

export interface ExtraGroup {
  id: number;
  title: string;
  values: ExtraValue[];
}

/** Groups of the extra values found on the stocks, each value once, in the order they first appear. */
export function extraGroups(stocks: readonly Stock[]): ExtraGroup[] {
  const groups = new Map<number, ExtraGroup>();
  for (const stock of stocks) {
    for (const extra of stock.extras ?? []) {
      const group = groups.get(extra.extra_group_id) ?? { id: extra.extra_group_id, title: extra.group?.translation?.title ?? '', values: [] };
      if (!group.values.some((v) => v.id === extra.id)) group.values.push(extra);
      groups.set(extra.extra_group_id, group);
    }
  }
  return [...groups.values()];
}

/** group id → extra value id, as picked. */
export type Picks = Record<number, number>;

export function picksOf(stock: Stock | undefined): Picks {
  return Object.fromEntries((stock?.extras ?? []).map((e) => [e.extra_group_id, e.id]));
}

/**
 * The stock for a new pick: one having every picked value; if none, one having the value just picked (so the
 * other groups follow it). Stocks in stock come first.
 */
export function matchStock(stocks: readonly Stock[], picks: Picks, changedGroup?: number): Stock | undefined {
  const has = (stock: Stock, group: number, value: number) => (stock.extras ?? []).some((e) => e.extra_group_id === group && e.id === value);
  const ordered = [...stocks].sort((a, b) => Number((b.quantity ?? 0) > 0) - Number((a.quantity ?? 0) > 0));
  const exact = ordered.find((s) => Object.entries(picks).every(([g, v]) => has(s, Number(g), v)));
  if (exact) return exact;
  if (changedGroup !== undefined && picks[changedGroup] !== undefined) return ordered.find((s) => has(s, changedGroup, picks[changedGroup]));
  return undefined;
}

/** The first stock that can be bought, or the first one. */
export function defaultStock(product: Pick<Product, 'stocks' | 'stock'>): Stock | undefined {
  const stocks = product.stocks ?? (product.stock ? [product.stock] : []);
  return stocks.find((s) => (s.quantity ?? 0) > 0) ?? stocks[0];
}

/** Whether a value of another group can still be combined with the current picks. */
export function isAvailable(stocks: readonly Stock[], picks: Picks, group: number, value: number): boolean {
  return stocks.some((s) => (s.extras ?? []).some((e) => e.extra_group_id === group && e.id === value) && (s.quantity ?? 0) > 0 && Object.entries(picks).every(([g, v]) => Number(g) === group || (s.extras ?? []).some((e) => e.extra_group_id === Number(g) && e.id === v)));
}

export interface QtyBounds {
  min: number;
  max: number;
  step: number;
}

/** min_qty..max_qty, never above what the stock holds. */
export function qtyBounds(product: Pick<Product, 'min_qty' | 'max_qty' | 'interval'>, stock?: Pick<Stock, 'quantity'>): QtyBounds {
  const min = Math.max(1, product.min_qty ?? 1);
  const limit = product.max_qty && product.max_qty > 0 ? product.max_qty : Infinity;
  const inStock = stock?.quantity ?? Infinity;
  return { min, max: Math.max(0, Math.min(limit, inStock)), step: Math.max(1, product.interval ?? 1) };
}

export function clampQty(qty: number, bounds: QtyBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(qty)));
}

/** Unit price of a stock: the API's total_price (price − discount + tax), else price. */
export const unitPrice = (stock?: Pick<Stock, 'total_price' | 'price'>) => stock?.total_price ?? stock?.price ?? 0;

/** stock × qty + Σ addon price × addon qty, rounded to cents. */
export function totalPrice(stock: Pick<Stock, 'total_price' | 'price'> | undefined, qty: number, addons: ReadonlyArray<{ stock: Pick<Stock, 'total_price' | 'price'>; quantity: number }>): number {
  const cents = (n: number) => Math.round(n * 100);
  const sum = cents(unitPrice(stock)) * qty + addons.reduce((acc, a) => acc + cents(unitPrice(a.stock)) * a.quantity, 0);
  return sum / 100;
}
