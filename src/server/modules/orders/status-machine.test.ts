import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '../../db/schema';
import { checkMove, isFinal, isLegalMove, nextStatus, type Actor } from './status-machine';

const ACTORS: Actor[] = ['customer', 'seller', 'deliveryman', 'admin', 'system'];

describe('order state machine', () => {
  it('walks delivery orders through on_a_way and others straight to delivered', () => {
    const walk = (type: string) => {
      const seen: OrderStatus[] = ['new'];
      for (let s = nextStatus('new', type); s; s = nextStatus(s, type)) seen.push(s);
      return seen;
    };
    expect(walk('delivery')).toEqual(['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered']);
    expect(walk('pickup')).toEqual(['new', 'accepted', 'cooking', 'ready', 'delivered']);
    expect(walk('dine_in')).toEqual(['new', 'accepted', 'cooking', 'ready', 'delivered']);
    expect(nextStatus('delivered', 'delivery')).toBeNull();
    expect(nextStatus('canceled', 'delivery')).toBeNull();
  });

  it('allows cancel only from new and accepted, and nothing out of a final status', () => {
    for (const from of orderStatuses) {
      expect(isLegalMove(from, 'canceled', 'delivery'), from).toBe(from === 'new' || from === 'accepted');
      if (isFinal(from)) for (const to of orderStatuses) expect(isLegalMove(from, to, 'delivery')).toBe(false);
    }
  });

  it('never skips a step or goes back', () => {
    expect(isLegalMove('new', 'cooking', 'delivery')).toBe(false);
    expect(isLegalMove('cooking', 'accepted', 'delivery')).toBe(false);
    expect(isLegalMove('ready', 'delivered', 'delivery')).toBe(false);
    expect(isLegalMove('ready', 'on_a_way', 'pickup')).toBe(false);
  });

  it('lets the customer cancel only while new', () => {
    expect(checkMove('customer', 'new', 'canceled', 'delivery')).toEqual({ ok: true });
    expect(checkMove('customer', 'accepted', 'canceled', 'delivery')).toEqual({ ok: false, reason: 'forbidden' });
    expect(checkMove('customer', 'new', 'accepted', 'delivery')).toEqual({ ok: false, reason: 'forbidden' });
    expect(checkMove('customer', 'delivered', 'canceled', 'delivery')).toEqual({ ok: false, reason: 'illegal' });
  });

  it('limits the deliveryman to ready → on_a_way → delivered of delivery orders', () => {
    expect(checkMove('deliveryman', 'ready', 'on_a_way', 'delivery').ok).toBe(true);
    expect(checkMove('deliveryman', 'on_a_way', 'delivered', 'delivery').ok).toBe(true);
    expect(checkMove('deliveryman', 'new', 'accepted', 'delivery').ok).toBe(false);
    expect(checkMove('deliveryman', 'accepted', 'canceled', 'delivery').ok).toBe(false);
    expect(checkMove('deliveryman', 'ready', 'delivered', 'pickup').ok).toBe(false);
  });

  it('gives seller, admin and system every legal move and no illegal one', () => {
    for (const actor of ACTORS.filter((a) => a !== 'customer' && a !== 'deliveryman')) {
      for (const from of orderStatuses) {
        for (const to of orderStatuses) {
          const check = checkMove(actor, from, to, 'delivery');
          expect(check.ok, `${actor} ${from}→${to}`).toBe(from !== to && isLegalMove(from, to, 'delivery'));
        }
      }
    }
  });

  it('reports a repeat of the current status as same', () => {
    for (const actor of ACTORS) expect(checkMove(actor, 'ready', 'ready', 'delivery')).toEqual({ ok: false, reason: 'same' });
  });
});
