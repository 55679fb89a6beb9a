import type { CartItem } from '../store/slices/cart';
import type { Cart, InsertProductBody, InsertProductLine } from '../types/cart';
import { serverDetails } from './lines';

/**
 * Bodies of `dashboard/user/cart/insert-product` (contract §3.5). The server upserts a line by (stock, parent)
 * and SETS its quantity, so every body carries the wanted totals, never increments; sending one twice gives
 * the same cart. Addons are separate entries whose parent_id is the parent's STOCK id.
 */

/** The currency the cart is priced in (the API uses its own rate; `rate` is sent for compatibility). */
export interface CurrencyRef {
  id?: number;
  rate: number;
}

/** A main line with its addons, as the API wants them. */
interface Grouped {
  stockId: number;
  quantity: number;
  addons: Map<number, number>;
}

function toProducts(groups: Iterable<Grouped>): InsertProductLine[] {
  const products: InsertProductLine[] = [];
  for (const group of groups) {
    products.push({ stock_id: group.stockId, quantity: group.quantity });
    for (const [stockId, quantity] of group.addons) products.push({ stock_id: stockId, quantity, parent_id: group.stockId });
  }
  return products;
}

/**
 * The one call that pushes a guest cart on sign-in (spec §4): the first line's shop, lines of the same stock
 * joined (the server keeps one line per stock), their addon quantities added up.
 */
export function buildMergePayload(items: readonly CartItem[], currency: CurrencyRef): InsertProductBody | null {
  const shopId = items[0]?.shop_id;
  if (!shopId) return null;
  const groups = new Map<number, Grouped>();
  for (const item of items) {
    if (item.shop_id !== shopId || !(item.quantity >= 1)) continue;
    const group = groups.get(item.stock.id) ?? { stockId: item.stock.id, quantity: 0, addons: new Map<number, number>() };
    group.quantity += Math.floor(item.quantity);
    for (const addon of item.addons) {
      if (addon.quantity >= 1) group.addons.set(addon.stock.id, (group.addons.get(addon.stock.id) ?? 0) + Math.floor(addon.quantity));
    }
    groups.set(item.stock.id, group);
  }
  if (!groups.size) return null;
  return { shop_id: shopId, currency_id: currency.id, rate: currency.rate, products: toProducts(groups.values()) };
}

export interface NewLine {
  stockId: number;
  quantity: number;
  addons: ReadonlyArray<{ stockId: number; quantity: number }>;
}

/** Adding to the signed-in cart: the line's new total (what the cart holds + what is added), addons likewise. */
export function buildAddPayload(cart: Cart | null | undefined, shopId: number, line: NewLine, currency: CurrencyRef): InsertProductBody {
  const current = cart && cart.shop_id === shopId ? serverDetails(cart).find((d) => d.stock.id === line.stockId && !d.bonus) : undefined;
  const addons = new Map<number, number>();
  for (const addon of current?.addons ?? []) addons.set(addon.stock.id, addon.quantity);
  const added = new Map<number, number>();
  for (const addon of line.addons) if (addon.quantity >= 1) added.set(addon.stockId, (addons.get(addon.stockId) ?? 0) + addon.quantity);
  const group: Grouped = { stockId: line.stockId, quantity: (current?.quantity ?? 0) + line.quantity, addons: added };
  return { shop_id: shopId, currency_id: currency.id, rate: currency.rate, products: toProducts([group]) };
}

/** A new quantity for a server line (its addons keep theirs). */
export function buildQuantityPayload(shopId: number, stockId: number, quantity: number, currency: CurrencyRef): InsertProductBody {
  return { shop_id: shopId, currency_id: currency.id, rate: currency.rate, products: [{ stock_id: stockId, quantity }] };
}

/** Several new lines in one body (a recipe's ingredients): each line's new total, as buildAddPayload does. */
export function buildAddLinesPayload(cart: Cart | null | undefined, shopId: number, lines: readonly NewLine[], currency: CurrencyRef): InsertProductBody {
  return { shop_id: shopId, currency_id: currency.id, rate: currency.rate, products: lines.flatMap((line) => buildAddPayload(cart, shopId, line, currency).products) };
}
