import { describe, expect, it } from 'vitest';
import { isOrderTab, tabOf } from './order-tabs';

describe('order tabs', () => {
  it('puts delivered and canceled orders in history, everything else in active', () => {
    expect(tabOf({ status: 'delivered' })).toBe('history');
    expect(tabOf({ status: 'canceled' })).toBe('history');
    expect(tabOf({ status: 'cancelled' })).toBe('history');
    expect(tabOf({ status: 'on_a_way' })).toBe('active');
    expect(tabOf({ status: 'something_new' })).toBe('active');
  });

  it('recognises tab names from the query string', () => {
    expect(isOrderTab('history')).toBe(true);
    expect(isOrderTab('active')).toBe(true);
    expect(isOrderTab(['history'])).toBe(false);
    expect(isOrderTab(undefined)).toBe(false);
  });
});
