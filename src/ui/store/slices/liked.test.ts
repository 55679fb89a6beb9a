import { describe, expect, it } from 'vitest';
import { shop } from '../test-fixtures';
import { clearLiked, initialLikedState, likedReducer as reduce, selectIsLiked, setLiked, toggleLiked } from './liked';

describe('liked shops slice', () => {
  it('starts empty', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ likedShops: [] });
  });

  it('toggleLiked adds a shop that is not liked yet', () => {
    expect(reduce(initialLikedState, toggleLiked(shop(1))).likedShops).toEqual([shop(1)]);
  });

  it('toggleLiked removes a liked shop, matched by uuid', () => {
    const liked = reduce(reduce(initialLikedState, toggleLiked(shop(1))), toggleLiked(shop(2)));
    const other = { ...shop(1), id: 99, open: true };
    expect(reduce(liked, toggleLiked(other)).likedShops).toEqual([shop(2)]);
  });

  it('setLiked replaces the list', () => {
    const liked = reduce(initialLikedState, toggleLiked(shop(1)));
    expect(reduce(liked, setLiked([shop(2), shop(3)])).likedShops).toEqual([shop(2), shop(3)]);
  });

  it('clearLiked empties the list', () => {
    expect(reduce(reduce(initialLikedState, toggleLiked(shop(1))), clearLiked())).toEqual(initialLikedState);
  });

  it('selectIsLiked tells whether a shop is a favourite', () => {
    const liked = reduce(initialLikedState, toggleLiked(shop(1)));
    expect(selectIsLiked({ liked }, 'shop-1')).toBe(true);
    expect(selectIsLiked({ liked }, 'shop-2')).toBe(false);
  });
});
