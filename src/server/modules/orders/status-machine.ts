import type { DeliveryType, OrderStatus } from '../../db/schema';

/**
 * The order state machine (contract §0.2, §7; reliability G9), pure: which moves exist and who may make them.
 *   new → accepted → cooking → ready → on_a_way → delivered, canceled from new or accepted.
 * Pickup and dine-in orders skip on_a_way (ready → delivered). Nothing leaves delivered or canceled.
 */

export type Actor = 'customer' | 'seller' | 'deliveryman' | 'admin' | 'system';

export const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'canceled'];
const CANCELABLE: readonly OrderStatus[] = ['new', 'accepted'];

/** The one forward step from `status`, or null when the order is final. */
export function nextStatus(status: OrderStatus, type: DeliveryType | string): OrderStatus | null {
  switch (status) {
    case 'new':
      return 'accepted';
    case 'accepted':
      return 'cooking';
    case 'cooking':
      return 'ready';
    case 'ready':
      return type === 'delivery' ? 'on_a_way' : 'delivered';
    case 'on_a_way':
      return 'delivered';
    default:
      return null;
  }
}

/** Whether the machine has the move at all, whoever asks. */
export function isLegalMove(from: OrderStatus, to: OrderStatus, type: DeliveryType | string): boolean {
  if (to === 'canceled') return CANCELABLE.includes(from);
  return nextStatus(from, type) === to;
}

/** Why a move is refused: 'illegal' (not in the machine, 409) or 'forbidden' (legal, but not for this actor, 409). */
export type MoveCheck = { ok: true } | { ok: false; reason: 'same' | 'illegal' | 'forbidden' };

/**
 * customer: cancel only, only while new. seller (own shop), admin, system: any legal move.
 * deliveryman: ready → on_a_way → delivered of delivery orders.
 */
export function checkMove(actor: Actor, from: OrderStatus, to: OrderStatus, type: DeliveryType | string): MoveCheck {
  if (from === to) return { ok: false, reason: 'same' };
  if (!isLegalMove(from, to, type)) return { ok: false, reason: 'illegal' };
  switch (actor) {
    case 'customer':
      return to === 'canceled' && from === 'new' ? { ok: true } : { ok: false, reason: 'forbidden' };
    case 'deliveryman':
      return type === 'delivery' && ((from === 'ready' && to === 'on_a_way') || (from === 'on_a_way' && to === 'delivered'))
        ? { ok: true }
        : { ok: false, reason: 'forbidden' };
    default:
      return { ok: true };
  }
}

export const isFinal = (status: OrderStatus) => FINAL_STATUSES.includes(status);
