import { toDisplay, toMinor, type Minor } from '@/lib/money';
import type { Db } from '../../db/client';
import { ApiError, invalid, notFound } from '../../http/api-error';
import { today } from '../catalog/menu';
import { deliveryQuote, pointInPolygon } from '../shops/zones';
import { couponAmount, lineAmounts, recipeDiscount, type LineAmounts } from './totals-math';
import * as q from './totals-queries';
import { cartLinesWithTexts } from './cart-lines';

/**
 * THE cart money computation, shared by `cart/calculate` and order creation so both give the same numbers.
 * Everything is in integer minor units of the default currency; `presentTotals` converts at the edge.
 *
 *   subtotal        = Σ unitPrice × qty                 (lines before tax and discount; bonus lines are 0)
 *   productTax      = Σ unitTax × qty                   (unitTax = price · product.tax%)
 *   lineDiscount    = Σ unitDiscount × qty              (best running product discount)
 *   receiptDiscount = recipe bundle discounts           (receiptCount = complete bundles)
 *   totalDiscount   = lineDiscount + receiptDiscount
 *   cartTotal       = max(0, subtotal + productTax − totalDiscount)          (= carts.total_price)
 *   couponPrice     = fixed or percent of cartTotal, ≤ cartTotal            (only when couponStatus 'applied')
 *   shopTax         = (max(0, subtotal − totalDiscount)) · shop.tax%
 *   deliveryFee     = round(shop.price + shop.price_per_km · km)           (type 'delivery' only; deliveryQuote)
 *   serviceFee      = setting `service_fee` read as MAJOR units (seed "1" → 100)
 *   waiterFee       = (cartTotal − couponPrice) · shop.service_fee%        (type 'dine_in' only)
 *   total           = cartTotal − couponPrice + shopTax + deliveryFee + serviceFee + waiterFee + tips   (≥ 0)
 *
 * Errors: unknown cart or one the user does not own → 404; 'delivery' without a location → 400
 * (params.location); a location outside the shop's polygon, or a shop without a zone → 400 NOT_IN_POLYGON.
 * A coupon never throws here: `couponStatus` says why it did not apply ('invalid' = unknown, other shop,
 * expired or qty 0; 'used' = this user already has it in order_coupons); callers decide whether to reject.
 * Lines carry `available` (product published + active, same shop, stock ≥ quantity) so checkout can refuse.
 * Reads only (one statement, two with a coupon code); pass a transaction as `db` to read inside it.
 */

export type DeliveryType = 'delivery' | 'pickup' | 'dine_in';

export interface CartTotalsInput {
  cartId: number;
  /** The cart with its shop when the caller has already read it (ownedCartWithShop), saving the statement. */
  found?: q.CartWithShop;
  /** Must be the cart's owner. */
  userId: number;
  type: DeliveryType;
  location?: { latitude: number; longitude: number } | null;
  couponCode?: string | null;
  /** Integer minor units ≥ 0 (validated by the caller; anything else counts as 0). */
  tipsMinor?: number;
  now: Date;
  /** The reader's language: the lines' texts for the answer come with the lines read (ADR 0026); none → not read. */
  locale?: string;
  /** A writer's refresh: the bonus count rules of the lines come with the lines read too (ADR 0031). */
  withBonusRules?: boolean;
}

export interface CartTotalsLine extends LineAmounts {
  cartDetailId: number;
  userCartId: number;
  stockId: number;
  productId: number;
  parentCartDetailId: number | null;
  quantity: number;
  bonus: boolean;
  /** Stock quantity left right now. */
  stockQuantity: number;
  available: boolean;
}

export type CouponStatus = 'none' | 'applied' | 'invalid' | 'used';

export interface CartTotals {
  cartId: number;
  shopId: number;
  shop: q.ShopRow;
  type: DeliveryType;
  lines: CartTotalsLine[];
  subtotal: Minor;
  productTax: Minor;
  lineDiscount: Minor;
  receiptDiscount: Minor;
  receiptCount: number;
  totalDiscount: Minor;
  cartTotal: Minor;
  shopTax: Minor;
  km: number;
  deliveryFee: Minor;
  coupon: q.CouponRow | null;
  couponStatus: CouponStatus;
  couponPrice: Minor;
  serviceFee: Minor;
  waiterFee: Minor;
  tips: Minor;
  /** The shop-wide gift bonus reached by cartTotal, if any. */
  bonusShop: { bonusStockId: number; bonusQuantity: number; value: Minor } | null;
  total: Minor;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function serviceFeeMinor(setting: string | null): Minor {
  const major = Number(setting ?? 0);
  return Number.isFinite(major) && major > 0 ? toMinor(major) : 0;
}

export async function computeCartTotals(db: Db, input: CartTotalsInput): Promise<CartTotals> {
  return (await loadCartTotals(db, input)).totals;
}

/** computeCartTotals plus the rows it read (lines with stock and product, running discounts; texts when `locale`), for views. */
export async function loadCartTotals(db: Db, input: CartTotalsInput) {
  // The lines come with the cart row (ADR 0032) unless the caller's row has none (checkout's locking read) or
  // lacks the bonus rules a writer needs: then they are read on their own.
  const withBonusRules = Boolean(input.withBonusRules);
  const found = input.found ?? (await q.ownedCartWithShop(db, input.cartId, input.userId, input.now, { locale: input.locale, withBonusRules }));
  if (!found || found.cart.id !== input.cartId || found.cart.ownerId !== input.userId) throw notFound();
  const usable = found.lines && (!withBonusRules || found.lines.bonusRules) ? found.lines : undefined;
  const { rows, discounts, texts, recipes: rules, people, bonusRules } =
    usable ?? (await cartLinesWithTexts(db, input.cartId, today(input.now), input.locale, withBonusRules ? input.now : undefined));
  const { shop, polygon, serviceFee: feeSetting, sumBonus } = found;

  // The same quote the shop lists and the shop answer give for this point.
  let quote = { km: 0, fee: 0 };
  if (input.type === 'delivery') {
    const to = input.location;
    if (!to) throw invalid({ location: ['The delivery address is required'] });
    if (!polygon || !pointInPolygon(to, polygon)) throw new ApiError('NOT_IN_POLYGON');
    quote = deliveryQuote(shop, to);
  }
  const km = quote.km;

  const code = input.couponCode?.trim();
  const couponRow = code ? await q.couponFor(db, code, shop.id, input.userId) : undefined;

  const lines: CartTotalsLine[] = rows.map(({ line, stock, product }) => ({
    cartDetailId: line.id,
    userCartId: line.userCartId,
    stockId: stock.id,
    productId: product.id,
    parentCartDetailId: line.parentId,
    quantity: line.quantity,
    bonus: line.bonus,
    stockQuantity: stock.quantity,
    available: product.status === 'published' && product.active && product.shopId === shop.id && stock.quantity >= line.quantity,
    ...lineAmounts(stock.price, product.tax, discounts.get(product.id), line.quantity, line.bonus),
  }));

  const qtyByStock = new Map<number, number>();
  for (const l of lines) if (!l.bonus) qtyByStock.set(l.stockId, (qtyByStock.get(l.stockId) ?? 0) + l.quantity);
  const receipt = recipeDiscount(rules, qtyByStock);

  const subtotal = sum(lines.map((l) => l.originPrice));
  const productTax = sum(lines.map((l) => l.tax));
  const lineDiscount = sum(lines.map((l) => l.discount));
  const totalDiscount = lineDiscount + receipt.discount;
  const cartTotal = Math.max(0, subtotal + productTax - totalDiscount);

  let couponStatus: CouponStatus = 'none';
  if (code) couponStatus = !couponRow || !q.couponLive(couponRow.coupon, input.now) ? 'invalid' : couponRow.used ? 'used' : 'applied';
  const coupon = couponStatus === 'applied' ? couponRow!.coupon : null;
  const couponPrice = coupon ? couponAmount(coupon, cartTotal) : 0;

  const shopTax = Math.round((Math.max(0, subtotal - totalDiscount) * shop.tax) / 100);
  const deliveryFee = quote.fee;
  const serviceFee = serviceFeeMinor(feeSetting);
  const waiterFee = input.type === 'dine_in' ? Math.round(((cartTotal - couponPrice) * shop.serviceFee) / 100) : 0;
  const tips = Number.isSafeInteger(input.tipsMinor) && input.tipsMinor! > 0 ? input.tipsMinor! : 0;
  const bonusShop = sumBonus && cartTotal >= sumBonus.value
    ? { bonusStockId: sumBonus.bonusStockId, bonusQuantity: sumBonus.bonusQuantity, value: sumBonus.value }
    : null;

  const totals: CartTotals = {
    cartId: input.cartId,
    shopId: shop.id,
    shop,
    type: input.type,
    lines,
    subtotal,
    productTax,
    lineDiscount,
    receiptDiscount: receipt.discount,
    receiptCount: receipt.count,
    totalDiscount,
    cartTotal,
    shopTax,
    km,
    deliveryFee,
    coupon,
    couponStatus,
    couponPrice,
    serviceFee,
    waiterFee,
    tips,
    bonusShop,
    total: cartTotal - couponPrice + shopTax + deliveryFee + serviceFee + waiterFee + tips,
  };
  return { totals, rows, discounts, found, texts, people, bonusRules };
}

/**
 * The decimal amounts of `cart/calculate` in the display currency (`rate`); the route adds `products`.
 * As the newer contract fills them (docs/api.md): `price` is the lines as listed (product tax included, before
 * discounts), `total_tax` the shop's tax on top (= `total_shop_tax`, kept for older clients), and
 * `total_product_tax` (ours) the product tax inside `price`:
 * price − total_discount − coupon_price + total_tax + delivery_fee + service_fee + waiter_fee + tips = total_price
 * (each converted separately, so the display sum may differ by a cent).
 */
export function presentTotals(t: CartTotals, rate: number) {
  const d = (m: Minor) => toDisplay(m, rate);
  return {
    price: d(t.subtotal + t.productTax),
    total_tax: d(t.shopTax),
    total_product_tax: d(t.productTax),
    total_discount: d(t.totalDiscount),
    receipt_discount: d(t.receiptDiscount),
    receipt_count: t.receiptCount,
    coupon_price: d(t.couponPrice),
    total_shop_tax: d(t.shopTax),
    delivery_fee: d(t.deliveryFee),
    service_fee: d(t.serviceFee),
    waiter_fee: d(t.waiterFee),
    tips: d(t.tips),
    km: t.km,
    rate,
    bonus_shop: t.bonusShop !== null,
    total_price: d(t.total),
  };
}
