import { describe, expect, it } from 'vitest';
import { mergePlan, mergedFor, toLikedShop } from './merge';

describe('mergePlan', () => {
  const liked = [{ uuid: 'a' }, { uuid: 'b' }, { uuid: 'a' }];
  it('does nothing for guests, while a merge runs, or once this user was merged', () => {
    expect(mergePlan(undefined, [], liked, false)).toBeNull();
    expect(mergePlan('u1', [], liked, true)).toBeNull();
    expect(mergePlan('u1', ['u1'], liked, false)).toBeNull();
  });
  it('sends each liked uuid once for a user not merged yet', () => {
    expect(mergePlan('u1', ['u2'], liked, false)).toEqual(['a', 'b']);
    expect(mergePlan('u1', [], [], false)).toEqual([]);
  });
  it('caps the list at the API limit of 100', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ uuid: `s${i}` }));
    expect(mergePlan('u1', [], many, false)).toHaveLength(100);
  });
});

describe('toLikedShop', () => {
  it('keeps the card fields and drops a null rating', () => {
    expect(toLikedShop({ id: 1, uuid: 'x', rating_avg: null, price: 3 })).toEqual({ id: 1, uuid: 'x', rating_avg: undefined, type: undefined, translation: undefined, logo_img: undefined, background_img: undefined, open: undefined, delivery_time: undefined });
  });
});

describe('mergedFor', () => {
  it('reads the stored list of merged users; nothing stored or a broken value means not merged', () => {
    expect(mergedFor('u1', JSON.stringify(['u2', 'u1']))).toBe(true);
    expect(mergedFor('u1', JSON.stringify(['u2']))).toBe(false);
    expect(mergedFor('u1', null)).toBe(false);
    expect(mergedFor('u1', '{broken')).toBe(false);
  });
});
