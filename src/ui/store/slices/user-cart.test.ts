import { describe, expect, it } from 'vitest';
import { serverCart } from '../test-fixtures';
import { clearUserCart, initialUserCartState, selectIsGroupCart, setUserCart, userCartReducer as reduce } from './user-cart';

describe('user cart slice', () => {
  it('starts without a server cart', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ userCart: null });
  });

  it('setUserCart mirrors the server cart', () => {
    const state = reduce(initialUserCartState, setUserCart(serverCart));
    expect(state.userCart).toEqual(serverCart);
    expect(selectIsGroupCart({ userCart: state })).toBe(false);
  });

  it('clearUserCart forgets it', () => {
    expect(reduce(reduce(initialUserCartState, setUserCart(serverCart)), clearUserCart())).toEqual(initialUserCartState);
  });
});
