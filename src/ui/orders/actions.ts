import type { Order, OrderDetail, OrderRefund, OrderTransaction } from '../types/orders';

/** What the customer may do with an order right now (contract §0.2, §3.6). */
export interface OrderActions {
  cancel: boolean;
  review: boolean;
  refund: boolean;
  repeat: boolean;
}

const OPEN_REFUND = new Set(['pending', 'accepted', 'approved']);

export function hasOpenRefund(refunds: readonly Pick<OrderRefund, 'status'>[] | undefined): boolean {
  return (refunds ?? []).some((r) => OPEN_REFUND.has(r.status));
}

export function orderActions(order: Pick<Order, 'status' | 'review' | 'order_refunds' | 'details'>): OrderActions {
  const delivered = order.status === 'delivered';
  return {
    cancel: order.status === 'new',
    review: delivered && !order.review,
    refund: delivered && !hasOpenRefund(order.order_refunds),
    repeat: repeatProducts(order.details ?? []).length > 0,
  };
}

export interface CartProductLine {
  stock_id: number;
  quantity: number;
  /** For addons: the parent line's STOCK id (contract §3.5). */
  parent_id?: number;
}

type Line = OrderDetail & { parent_id?: number | null };

/**
 * The `insert-product` lines that put an order's items back in the cart: main lines, then their addons with
 * the parent's stock id. The server keeps one line per stock and SETS its quantity, so lines of the same stock
 * are added up. Free bonus lines are the shop's to add again, so they are left out. Addons may come nested
 * (`addons[]`) or flat with `parent_id` pointing at the parent line.
 */
export function repeatProducts(details: readonly Line[]): CartProductLine[] {
  const groups = new Map<number, { quantity: number; addons: Map<number, number> }>();
  for (const main of details.filter((d) => !d.parent_id && !d.bonus && d.quantity > 0)) {
    const group = groups.get(main.stock_id) ?? { quantity: 0, addons: new Map<number, number>() };
    group.quantity += main.quantity;
    const addons = [...(main.addons ?? []), ...details.filter((d) => d.parent_id === main.id)];
    for (const addon of addons) if (!addon.bonus && addon.quantity > 0) group.addons.set(addon.stock_id, (group.addons.get(addon.stock_id) ?? 0) + addon.quantity);
    groups.set(main.stock_id, group);
  }
  const lines: CartProductLine[] = [];
  for (const [stockId, group] of groups) {
    lines.push({ stock_id: stockId, quantity: group.quantity });
    for (const [addonStock, quantity] of group.addons) lines.push({ stock_id: addonStock, quantity, parent_id: stockId });
  }
  return lines;
}

/** The three refund states the storefront shows (spec §4) for the API's pending|accepted|canceled. */
export type RefundDisplay = 'pending' | 'approved' | 'rejected';

export function refundDisplay(status: string): RefundDisplay {
  if (status === 'accepted' || status === 'approved') return 'approved';
  if (status === 'canceled' || status === 'cancelled' || status === 'rejected') return 'rejected';
  return 'pending';
}

/** The payment state to show: paid, refunded, processing (cash until delivery), declined, canceled or unpaid. */
export function paymentState(transaction: Pick<OrderTransaction, 'status'> | null | undefined): string {
  if (!transaction) return 'unpaid';
  return ['paid', 'refund', 'progress', 'rejected', 'canceled'].includes(transaction.status) ? transaction.status : 'unpaid';
}
