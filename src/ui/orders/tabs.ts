import type { Order } from '../types/orders';

/** The two order lists of /orders and the statuses each asks the API for (contract §3.6). */
export const ORDER_TABS = {
  active: ['new', 'accepted', 'cooking', 'ready', 'on_a_way'],
  history: ['delivered', 'canceled'],
} as const;

export type OrderTab = keyof typeof ORDER_TABS;

export function isOrderTab(value: unknown): value is OrderTab {
  return value === 'active' || value === 'history';
}

/** The list query of a tab: `statuses[0]=…` and newest first, as the web app sends it. */
export function tabParams(tab: OrderTab): Record<string, string> {
  const params: Record<string, string> = { column: 'id', sort: 'desc' };
  ORDER_TABS[tab].forEach((status, i) => {
    params[`statuses[${i}]`] = status;
  });
  return params;
}

/** Which tab an order belongs to; unknown statuses count as active so they are never hidden. */
export function tabOf(order: Pick<Order, 'status'>): OrderTab {
  return (ORDER_TABS.history as readonly string[]).includes(order.status) || order.status === 'cancelled' ? 'history' : 'active';
}
