import type { Db } from '../../db/client';
import type { currencies, orderCoupons, orderStatusEvents, userAddresses } from '../../db/schema';
import { stockExtrasIn } from '../catalog/extras';
import { productTexts, type ShopText } from '../catalog/texts';
import type { TextMap } from '../content/texts';
import { presentParticipants } from '../cart/participants';
import type { CartLineRow, ShopRow } from '../cart/totals-queries';
import type { OrderLine } from './checkout-write';
import { presentLines, presentOrder, presentOrderShop, presentRelations } from './present';
import type { OrderLineRow, OrderRow } from './queries';
import type { TransactionRow } from './service-payments';

/**
 * The answer of checkout, the same shape as `orderView` (GET orders/{id}) but built from the rows checkout has
 * just read or written (RETURNING) instead of reading them back: only the texts (shop, products, stock extras)
 * are read, 3 statements instead of 12. A new order has no review, refund or deliveryman yet; its one payment,
 * coupon use and status event are the ones checkout wrote. tests/api/orders-checkout-answer.test.ts compares
 * it with GET orders/{id}.
 */

export interface PlacedOrder {
  order: OrderRow;
  /** The order_details rows written, mains then addons (id order). */
  lines: OrderLine[];
  /** The cart lines read for the totals: the stock and product of each copied line. */
  cartRows: CartLineRow[];
  shop: ShopRow;
  currency: typeof currencies.$inferSelect | null;
  transaction: TransactionRow;
  paymentTag: string;
  coupon: typeof orderCoupons.$inferSelect | undefined;
  address: typeof userAddresses.$inferSelect | undefined;
  event: typeof orderStatusEvents.$inferSelect;
}

/**
 * The texts of the answer (products, stock extras; the shop's are given), read before checkout writes: they depend only on the
 * cart read, and the last write (closeCartAndTakeStock) must be followed by nothing but the commit.
 */
export async function checkoutTexts(db: Db, shop: TextMap<ShopText>, cartRows: CartLineRow[], locale: string) {
  // One after another: a transaction is one connection (see readAll). The shop's came with checkoutContext.
  const products = await productTexts(db, cartRows.map((r) => r.product.id), locale);
  const extras = await stockExtrasIn(db, cartRows.map((r) => r.stock.id), locale);
  return { shop, products, extras };
}

export function checkoutView(p: PlacedOrder, { shop: texts, products, extras }: Awaited<ReturnType<typeof checkoutTexts>>) {
  const { order } = p;
  const byStock = new Map(p.cartRows.map((r) => [r.stock.id, r]));
  const lines: OrderLineRow[] = p.lines.map((line) => {
    const { stock, product } = byStock.get(line.stockId)!;
    return { line, stock, product: { id: product.id, uuid: product.uuid, img: product.img, unitId: product.unitId } };
  });
  const lineViews = presentLines(lines, order.rate, { products, extras });
  const { id, uuid, type, logoImg, phone, location, userId } = p.shop;
  return {
    ...presentOrder(order, presentOrderShop({ id, uuid, type, logoImg, phone, location, userId }, texts.get(order.shopId)), p.currency ?? undefined),
    order_details_count: lineViews.length,
    details: lineViews,
    participants: presentParticipants(order.participants, order.rate),
    ...presentRelations(order, {
      transaction: { tx: p.transaction, tag: p.paymentTag },
      review: undefined,
      refunds: [],
      coupon: p.coupon,
      deliveryman: undefined,
      address: p.address,
      history: [p.event],
    }),
  };
}
