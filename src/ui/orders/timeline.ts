import type { Order } from '../types/orders';

/** The order's way from placed to delivered (contract §0.2); `canceled` may end it from new or accepted. */
export const STATUS_FLOW = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered'] as const;

export type StepState = 'done' | 'current' | 'upcoming' | 'canceled';

export interface TimelineStep {
  status: string;
  state: StepState;
  /** When the order reached this status, if the API told us. */
  at?: string;
}

const isCanceled = (status: string) => status === 'canceled' || status === 'cancelled';

/** Orders that will not change any more: no live updates needed. */
export function isFinalStatus(status: string): boolean {
  return status === 'delivered' || isCanceled(status);
}

type TimelineInput = Pick<Order, 'status' | 'delivery_type' | 'status_history'>;

function reachedAt(order: TimelineInput): Map<string, string | undefined> {
  const at = new Map<string, string | undefined>();
  for (const event of order.status_history ?? []) if (!at.has(event.status)) at.set(event.status, event.created_at);
  return at;
}

/**
 * The steps to draw for an order's status: earlier steps done, the current one highlighted, the rest to come.
 * Pickup and dine-in orders skip "on the way" (ready → delivered) unless they went there anyway. A canceled order shows the steps
 * it did reach (just "new" without a history) and then the cancellation.
 */
export function timelineSteps(order: TimelineInput): TimelineStep[] {
  const at = reachedAt(order);
  const travels = !order.delivery_type || order.delivery_type === 'delivery' || order.status === 'on_a_way' || at.has('on_a_way');
  const flow = STATUS_FLOW.filter((s) => s !== 'on_a_way' || travels);
  if (isCanceled(order.status)) {
    const reached = flow.filter((s) => s === 'new' || at.has(s));
    return [...reached.map((status) => ({ status, state: 'done' as const, at: at.get(status) })), { status: 'canceled', state: 'canceled', at: at.get('canceled') ?? at.get('cancelled') }];
  }
  const index = Math.max(0, flow.indexOf(order.status as (typeof STATUS_FLOW)[number]));
  return flow.map((status, i) => {
    const state: StepState = i < index || (i === index && status === 'delivered') ? 'done' : i === index ? 'current' : 'upcoming';
    return { status, state, at: state === 'upcoming' ? undefined : at.get(status) };
  });
}
