import { describe, expect, it } from 'vitest';
import { clearProduct, initialProductState, productReducer as reduce, selectIsProductOpen, setProduct } from './product';

const product = { id: 5, uuid: 'prod-5', shop_id: 3 };

describe('product modal slice', () => {
  it('starts closed and empty', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ product: null, isOpen: false, uuid: null });
  });

  it('setProduct opens the modal with the product and its uuid', () => {
    const open = reduce(initialProductState, setProduct(product));
    expect(open).toEqual({ product, isOpen: true, uuid: 'prod-5' });
    expect(selectIsProductOpen({ product: open })).toBe(true);
  });

  it('clearProduct closes and clears it', () => {
    const open = reduce(initialProductState, setProduct(product));
    expect(reduce(open, clearProduct())).toEqual(initialProductState);
  });
});
