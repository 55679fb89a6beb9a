import { cartLineKey, type CartItem } from '../store/slices/cart';
import type { Cart, CartDetail, CartStock } from '../types/cart';
import { extraLabel } from '../shops/extra-label';

/**
 * What the cart panel draws, the same for the guest cart (local lines) and the signed-in cart (server
 * lines): one view per line with its addons, quantity bounds and line total (addons included).
 */

export interface AddonView {
  stockId: number;
  title: string;
  quantity: number;
  total: number;
}

export interface LineView {
  /** Stable React key and the handle the panel's actions use. */
  key: string;
  stockId: number;
  title: string;
  img?: string;
  /** The picked extras, e.g. "Large, Thin crust". */
  extras: string;
  quantity: number;
  min: number;
  max: number;
  /** What the line costs: after its discounts, addons included. */
  total: number;
  /**
   * Before its discounts (tax included), addons included: what checkout and order pages list, so that the lines
   * add up to the subtotal and the discount row is taken off once.
   */
  listTotal: number;
  addons: AddonView[];
  /** Free bonus line: no stepper, no remove. */
  bonus: boolean;
  /** Server cart only: this line's cart_detail id and its addons' ids (product/delete takes them all). */
  detailIds: number[];
}

const cents = (amount: number | undefined) => Math.round((amount ?? 0) * 100);
const fromCents = (n: number) => n / 100;

/** Unit price shown for a stock: the API's total_price (price − discount + tax), else price. */
export const stockUnitPrice = (stock: Pick<CartStock, 'total_price' | 'price'> | undefined) => stock?.total_price ?? stock?.price ?? 0;

const titleOf = (stock: CartStock) => stock.product?.translation?.title ?? '';
const extrasOf = (stock: CartStock) => (stock.extras ?? []).map(extraLabel).filter(Boolean).join(', ');

function bounds(stock: CartStock): { min: number; max: number } {
  const min = Math.max(1, stock.product?.min_qty ?? 1);
  const limit = stock.product?.max_qty && stock.product.max_qty > 0 ? stock.product.max_qty : Infinity;
  const max = Math.min(limit, typeof stock.quantity === 'number' ? stock.quantity : Infinity);
  return { min, max: Math.max(min, max) };
}

/** Key of a guest line (same stock + other addons = another line); server lines are keyed by their id. */
export const guestLineKey = (item: Pick<CartItem, 'stock' | 'addons'>) => `g:${cartLineKey(item)}`;

export function guestLineViews(items: readonly CartItem[]): LineView[] {
  return items.map((item) => {
    const stock = item.stock as CartStock;
    const addons = item.addons.map((a) => ({ stockId: a.stock.id, title: titleOf(a.stock as CartStock), quantity: a.quantity, total: fromCents(cents(stockUnitPrice(a.stock)) * a.quantity) }));
    const total = cents(stockUnitPrice(stock)) * item.quantity + addons.reduce((sum, a) => sum + cents(a.total), 0);
    // Guest lines never reach checkout; their list price is what the panel shows.
    return { key: guestLineKey(item), stockId: stock.id, title: titleOf(stock), img: stock.product?.img, extras: extrasOf(stock), quantity: item.quantity, ...bounds(stock), total: fromCents(total), listTotal: fromCents(total), addons, bonus: false, detailIds: [] };
  });
}

const lineAmount = (detail: CartDetail) => cents(detail.price) - cents(detail.discount);

/**
 * The viewer's own lines of a server cart: the first participant's part. The owner's part comes first in the
 * owner's cart (created with it); a group member's cart is reordered so its own part comes first
 * (group-order/queries.ts), so the panel, the payloads and the optimistic updates all work on "mine".
 */
export function serverDetails(cart: Cart | null | undefined): CartDetail[] {
  return cart?.user_carts?.[0]?.cartDetails ?? [];
}

export function serverLineViews(cart: Cart | null | undefined): LineView[] {
  return detailLineViews(serverDetails(cart));
}

/** Line views of cart details (a cart's, one group participant's, or every participant's from cart/calculate's `products`). */
export function detailLineViews(details: readonly CartDetail[]): LineView[] {
  return details.map((detail) => {
    const addons = (detail.addons ?? []).map((a) => ({ stockId: a.stock.id, title: titleOf(a.stock), quantity: a.quantity, total: fromCents(lineAmount(a)) }));
    const total = lineAmount(detail) + addons.reduce((sum, a) => sum + cents(a.total), 0);
    const listTotal = cents(detail.price) + (detail.addons ?? []).reduce((sum, a) => sum + cents(a.price), 0);
    return {
      key: `d:${detail.id}`,
      stockId: detail.stock.id,
      title: titleOf(detail.stock),
      img: detail.stock.product?.img,
      extras: extrasOf(detail.stock),
      quantity: detail.quantity,
      ...bounds(detail.stock),
      total: fromCents(total),
      listTotal: fromCents(listTotal),
      addons,
      bonus: Boolean(detail.bonus),
      detailIds: [detail.id, ...(detail.addons ?? []).map((a) => a.id)],
    };
  });
}

/** Σ line totals, summed in cents. */
export function subtotalOf(lines: readonly LineView[]): number {
  return fromCents(lines.reduce((sum, line) => sum + cents(line.total), 0));
}

/** How many units the cart holds (addons not counted). */
export function countOf(lines: readonly LineView[]): number {
  return lines.reduce((sum, line) => sum + (line.bonus ? 0 : line.quantity), 0);
}

/** What is missing to reach the shop's minimum order; 0 when reached or when the shop has none. */
export function minAmountShortfall(subtotal: number, minAmount: number | undefined): number {
  if (!minAmount || minAmount <= 0) return 0;
  return Math.max(0, fromCents(cents(minAmount) - cents(subtotal)));
}
