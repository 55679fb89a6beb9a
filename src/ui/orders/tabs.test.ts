import { describe, expect, it } from 'vitest';
import { isOrderTab, ORDER_TABS, tabOf, tabParams } from './tabs';

describe('order tabs', () => {
  it('asks for the five live statuses on Active and the two final ones on History', () => {
    expect(ORDER_TABS.active).toEqual(['new', 'accepted', 'cooking', 'ready', 'on_a_way']);
    expect(tabParams('active')).toEqual({
      column: 'id',
      sort: 'desc',
      'statuses[0]': 'new',
      'statuses[1]': 'accepted',
      'statuses[2]': 'cooking',
      'statuses[3]': 'ready',
      'statuses[4]': 'on_a_way',
    });
    expect(tabParams('history')).toEqual({ column: 'id', sort: 'desc', 'statuses[0]': 'delivered', 'statuses[1]': 'canceled' });
  });

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
