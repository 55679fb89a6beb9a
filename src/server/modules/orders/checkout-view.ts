import type { currencies, orderCoupons, orderStatusEvents, userAddresses } from '../../db/schema';
import type { ShopText } from '../catalog/texts';
import type { TextMap } from '../content/texts';
import { presentParticipants } from '../cart/participants';
import type { CartLineRow, CartLineTexts } from '../cart/cart-lines';
import type { ShopRow } from '../cart/totals-queries';
import type { OrderLine } from './checkout-insert';
import { presentLines, presentOrder, presentOrderShop, presentRelations } from './present';
import type { OrderLineRow, OrderRow } from './queries';
import type { TransactionRow } from './service-payments';

/**
 * The answer of checkout, the same shape as `orderView` (GET orders/{id}) but built from the rows checkout has
 * just read or written (RETURNING) instead of reading them back (12 statements). Its texts come with reads
 * checkout makes anyway: the shop's with the cart lock, the products' and stock extras' with the cart lines (ADR
 * 0026). A new order has no review, refund or deliveryman yet; its one payment, coupon use and status event are
 * the ones checkout wrote. tests/api/orders-checkout-answer.test.ts compares it with GET orders/{id}.
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

/** `texts`: the shop's (read with the cart lock, lockCartWithContext) and the lines' (read with the cart lines, ADR 0026). */
export function checkoutView(p: PlacedOrder, texts: TextMap<ShopText>, { products, extras }: Pick<CartLineTexts, 'products' | 'extras'>) {
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
