import { formatTimestamp, omitFalsy } from '@/contract/format';
import { toDisplay, type Minor } from '@/lib/money';
import type { currencies, orderRefunds } from '../../db/schema';
import type { stockExtrasIn } from '../catalog/extras';
import type { ProductText, ShopText } from '../catalog/texts';
import { presentShopText } from '../shops/present';
import type { OrderLineRow, OrderRelations, OrderRow, OrderShopRow } from './queries';

/**
 * The contract's Order / OrderDetail shapes (§4). Money is shown in the order's own currency, with the rate
 * stored at checkout; amounts are always present (0 included) so clients can add them up.
 */

type Currency = typeof currencies.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

export const presentCurrency = (c: Currency | undefined) =>
  c ? { id: c.id, symbol: c.symbol, title: c.title, rate: c.rate, position: c.position } : undefined;

export const presentOrderShop = (s: OrderShopRow | undefined, text: ShopText | undefined) =>
  s ? { id: s.id, uuid: s.uuid, type: s.type, logo_img: s.logoImg ?? undefined, phone: s.phone ?? undefined, location: s.location, translation: presentShopText(text) } : undefined;

/** Base fields shared by the list and the order page. */
export function presentOrder(o: OrderRow, shop: ReturnType<typeof presentOrderShop>, currency: Currency | undefined) {
  const d = (m: Minor) => toDisplay(m, o.rate);
  return {
    id: o.id,
    user_id: o.userId,
    shop_id: o.shopId,
    status: o.status,
    delivery_type: o.deliveryType,
    currency_id: o.currencyId ?? undefined,
    rate: o.rate,
    total_price: d(o.totalPrice),
    origin_price: d(o.originPrice),
    total_discount: d(o.totalDiscount),
    tax: d(o.tax),
    commission_fee: d(o.commissionFee),
    delivery_fee: d(o.deliveryFee),
    service_fee: d(o.serviceFee),
    waiter_fee: d(o.waiterFee),
    tips: d(o.tips),
    coupon_price: d(o.couponPrice),
    ...omitFalsy({
      km: o.km,
      note: o.note,
      phone: o.phone,
      username: o.username,
      delivery_date: o.deliveryDate,
      delivery_time: o.deliveryTime,
      img: o.img,
      image_after_delivered: o.imageAfterDelivered,
    }),
    location: o.location ?? undefined,
    address: o.address ?? undefined,
    address_id: o.addressId ?? undefined,
    current: o.current,
    created_at: formatTimestamp(o.createdAt),
    updated_at: formatTimestamp(o.updatedAt),
    shop,
    currency: presentCurrency(currency),
  };
}

export const presentRefund = (r: RefundRow) =>
  omitFalsy({ id: r.id, order_id: r.orderId, status: r.status, cause: r.cause, answer: r.answer, created_at: formatTimestamp(r.createdAt), updated_at: formatTimestamp(r.updatedAt) });

export interface LineTexts {
  products: Map<number, ProductText>;
  extras: Awaited<ReturnType<typeof stockExtrasIn>>;
}

function presentLine(row: OrderLineRow, rate: number, texts: LineTexts) {
  const { line, stock, product } = row;
  const t = texts.products.get(product.id);
  // Per unit as this line charged it (contract Stock: total_price = price − discount + tax); clients show it as the unit price.
  const perUnit = (m: number) => toDisplay(Math.round(m / Math.max(1, line.quantity)), rate);
  return {
    id: line.id,
    order_id: line.orderId,
    stock_id: line.stockId,
    origin_price: toDisplay(line.originPrice, rate),
    total_price: toDisplay(line.totalPrice, rate),
    tax: toDisplay(line.tax, rate),
    discount: toDisplay(line.discount, rate),
    quantity: line.quantity,
    bonus: line.bonus,
    note: line.note ?? undefined,
    participant: line.participant,
    stock: {
      id: stock.id,
      price: toDisplay(stock.price, rate),
      discount: perUnit(line.discount),
      tax: perUnit(line.tax),
      total_price: perUnit(line.totalPrice),
      extras: texts.extras.get(stock.id) ?? [],
      product: { id: product.id, uuid: product.uuid, img: product.img ?? undefined, translation: t ? { id: t.id, locale: t.locale, title: t.title } : undefined },
    },
  };
}

/** Top-level lines with their addon lines nested under `addons`. */
export function presentLines(rows: OrderLineRow[], rate: number, texts: LineTexts) {
  const byParent = new Map<number, OrderLineRow[]>();
  for (const r of rows) if (r.line.parentId !== null) byParent.set(r.line.parentId, [...(byParent.get(r.line.parentId) ?? []), r]);
  return rows
    .filter((r) => r.line.parentId === null)
    .map((r) => ({ ...presentLine(r, rate, texts), addons: (byParent.get(r.line.id) ?? []).map((a) => presentLine(a, rate, texts)) }));
}

/** The relations of `orders/{id}`. */
export function presentRelations(o: OrderRow, rel: OrderRelations) {
  const d = (m: Minor) => toDisplay(m, o.rate);
  const t = rel.transaction;
  return {
    transaction: t
      ? { id: t.tx.id, price: d(t.tx.price), status: t.tx.status, payment_sys_id: t.tx.paymentSysId ?? undefined, payment_system: t.tag ? { id: t.tx.paymentSysId, tag: t.tag } : undefined, created_at: formatTimestamp(t.tx.createdAt) }
      : null,
    review: rel.review ? omitFalsy({ id: rel.review.id, rating: rel.review.rating, comment: rel.review.comment, created_at: formatTimestamp(rel.review.createdAt) }) : null,
    order_refunds: rel.refunds.map(presentRefund),
    coupon: rel.coupon ? { id: rel.coupon.couponId ?? undefined, name: rel.coupon.name, price: d(rel.coupon.price) } : null,
    deliveryman: rel.deliveryman ? omitFalsy({ ...rel.deliveryman }) : null,
    my_address: rel.address ? { id: rel.address.id, title: rel.address.title ?? undefined, address: rel.address.address, location: rel.address.location } : undefined,
    status_history: rel.history.map((e) => ({ status: e.status, from: e.fromStatus ?? undefined, created_at: formatTimestamp(e.createdAt) })),
  };
}
