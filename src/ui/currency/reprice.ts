import { fromDisplay, toDisplay } from '@/lib/money';
import type { CartItem } from '../store/slices/cart';
import type { Stock } from '../store/types';

const MONEY_FIELDS = ['price', 'discount', 'tax', 'total_price'] as const;

/** A stock's amounts, given in a currency of rate `from`, in the currency of rate `to` (via the base's cents). */
export function repriceStock<S extends Pick<Stock, (typeof MONEY_FIELDS)[number]>>(stock: S, from: number, to: number): S {
  const next = { ...stock };
  for (const field of MONEY_FIELDS) {
    const amount = stock[field];
    if (typeof amount === 'number' && Number.isFinite(amount)) next[field] = toDisplay(fromDisplay(amount, from), to);
  }
  return next;
}

/**
 * The guest cart's lines keep the prices they were added with; a currency switch converts them like the API
 * would (the server cart is repriced by the API itself through `currency_id`).
 */
export function repriceItems(items: readonly CartItem[], from: number, to: number): CartItem[] {
  if (!(from > 0) || !(to > 0) || from === to) return [...items];
  return items.map((item) => ({
    ...item,
    stock: repriceStock(item.stock, from, to),
    addons: item.addons.map((addon) => ({ ...addon, stock: repriceStock(addon.stock, from, to) })),
  }));
}
