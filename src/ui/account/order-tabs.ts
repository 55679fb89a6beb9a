import type { OrderSummary } from '../types/api';

/** The two order lists of /orders and the statuses each asks the API for (contract §3.6). */
export const ORDER_TABS = {
  active: ['new', 'accepted', 'cooking', 'ready', 'on_a_way'],
  history: ['delivered', 'canceled'],
} as const;

export type OrderTab = keyof typeof ORDER_TABS;

export function isOrderTab(value: unknown): value is OrderTab {
  return value === 'active' || value === 'history';
}

/** Which tab an order belongs to; unknown statuses count as active so they are never hidden. */
export function tabOf(order: Pick<OrderSummary, 'status'>): OrderTab {
  return (ORDER_TABS.history as readonly string[]).includes(order.status) || order.status === 'cancelled' ? 'history' : 'active';
}
