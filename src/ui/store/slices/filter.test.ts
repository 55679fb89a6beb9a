import { describe, expect, it } from 'vitest';
import {
  clearFilter,
  filterReducer as reduce,
  initialFilterState,
  setCategory,
  setGroup,
  setNewest,
  setOrderBy,
} from './filter';

describe('filter slice', () => {
  it('starts with no filter', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ category_id: null, newest: false, order_by: null, group: {} });
  });

  it('setCategory clears newest', () => {
    const newest = reduce(initialFilterState, setNewest(true));
    expect(reduce(newest, setCategory(4))).toMatchObject({ category_id: 4, newest: false });
  });

  it('setNewest clears the category', () => {
    const category = reduce(initialFilterState, setCategory(4));
    expect(reduce(category, setNewest(true))).toMatchObject({ category_id: null, newest: true });
  });

  it('setOrderBy sets and clears the sort', () => {
    const sorted = reduce(initialFilterState, setOrderBy('rating'));
    expect(sorted.order_by).toBe('rating');
    expect(reduce(sorted, setOrderBy(null)).order_by).toBeNull();
  });

  it('setGroup merges into the group and drops keys set to undefined', () => {
    const first = reduce(initialFilterState, setGroup({ tag: [1, 2], prices: [5, 50] }));
    const second = reduce(first, setGroup({ open: true, prices: undefined }));
    expect(second.group).toEqual({ tag: [1, 2], open: true });
  });

  it('clearFilter resets everything', () => {
    let state = reduce(initialFilterState, setCategory(2));
    state = reduce(state, setOrderBy('new'));
    state = reduce(state, setGroup({ deals: true }));
    expect(reduce(state, clearFilter())).toEqual(initialFilterState);
  });
});
