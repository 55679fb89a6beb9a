import { describe, expect, it } from 'vitest';
import type { Branch } from '../types/api';
import { branchList } from './branch-data';

const branch = {
  id: 7,
  shop_id: 1,
  address: { house: '700', address: '700 Connecticut Ave NW' },
  location: { latitude: 38.9, longitude: -77.0 },
  created_at: '2026-12-02 12:00:00Z',
  updated_at: '2026-12-02 12:00:00Z',
  translation: { id: 3, locale: 'en', title: 'Eastern Market' },
  shop: { id: 1, uuid: 'u', type: 'restaurant', translation: { title: 'Rock Creek' } },
} as unknown as Branch;

describe('branchList', () => {
  it('keeps what the branch list and the pickup choice show, not the shop repeated in each branch', () => {
    expect(branchList([branch])).toEqual({
      data: [{ id: 7, address: { house: '700', address: '700 Connecticut Ave NW' }, location: { latitude: 38.9, longitude: -77.0 }, translation: { title: 'Eastern Market' } }],
    });
  });

  it('leaves out a missing translation instead of inventing a title', () => {
    const [only] = branchList([{ ...branch, translation: undefined } as unknown as Branch]).data;
    expect(only.translation).toBeUndefined();
    expect(JSON.stringify(only)).not.toContain('shop');
  });
});
