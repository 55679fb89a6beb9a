import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import filterSlice, { initialFilterState, setCategory, setGroup, setNewest, setOrderBy } from '@/ui/store/slices/filter';
import { activeFilterCount, addressParams, parsePoint, shopListParams } from './params';

const reduce = (...actions: Parameters<typeof filterSlice.reducer>[1][]) => actions.reduce(filterSlice.reducer, initialFilterState);

describe('shopListParams', () => {
  it('sends only the type and page size with no filter and the default location', () => {
    expect(shopListParams('restaurant', initialFilterState, DEFAULT_LOCATION_STRING, 8)).toEqual({ type: 'restaurant', perPage: 8 });
  });
  it('sends the category, then order_by=new once "newest" clears it', () => {
    const withCategory = reduce(setCategory(4));
    expect(shopListParams('restaurant', withCategory, undefined, 8)).toMatchObject({ category_id: 4 });
    const newest = reduce(setCategory(4), setNewest(true));
    const params = shopListParams('restaurant', newest, undefined, 8);
    expect(params.order_by).toBe('new');
    expect(params).not.toHaveProperty('category_id');
  });
  it('picking a category turns newest off', () => {
    const params = shopListParams('shop', reduce(setNewest(true), setCategory(2)), undefined, 8);
    expect(params).toMatchObject({ category_id: 2 });
    expect(params).not.toHaveProperty('order_by');
  });
  it('sends the sort, toggles and a chosen point', () => {
    const state = reduce(setOrderBy('high_rating'), setGroup({ free_delivery: true, open: true }));
    expect(shopListParams('shop', state, '39.2904,-76.6122', 8)).toEqual({
      type: 'shop', perPage: 8, order_by: 'high_rating', free_delivery: 1, open: 1, 'address[latitude]': 39.2904, 'address[longitude]': -76.6122,
    });
    expect(activeFilterCount(state)).toBe(3);
  });
  it('ignores an unknown sort and a malformed point', () => {
    expect(shopListParams('shop', reduce(setOrderBy('drop table')), 'x,y', 8)).toEqual({ type: 'shop', perPage: 8 });
    expect(addressParams('91,0')).toEqual({});
  });
});

describe('parsePoint', () => {
  it('accepts a point on Earth and rejects the rest', () => {
    expect(parsePoint(' 39.2904', '-76.6122 ')).toBe('39.2904,-76.6122');
    expect(parsePoint('', '1')).toBeNull();
    expect(parsePoint('100', '1')).toBeNull();
    expect(parsePoint('abc', '1')).toBeNull();
  });
});
