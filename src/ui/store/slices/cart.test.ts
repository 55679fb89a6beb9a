import { describe, expect, it } from 'vitest';
import { addToCart, cartReducer as reduce, clearCart, initialCartState, removeFromCart, replaceCart, selectCartCount, selectCartShopId, setCartQuantity, startNewCart, type CartItem } from './cart';

const pizza: CartItem = { id: 1, quantity: 1, stock: { id: 10 }, addons: [], shop_id: 3 };
const pizzaWithCheese: CartItem = { ...pizza, addons: [{ stock: { id: 20 }, quantity: 1 }] };

describe('guest cart slice', () => {
  it('starts empty', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ items: [] });
  });

  it('addToCart appends a new line', () => {
    expect(reduce(initialCartState, addToCart(pizza)).items).toEqual([pizza]);
  });

  it('addToCart raises the quantity of the same stock with the same addons', () => {
    const state = reduce(reduce(initialCartState, addToCart(pizza)), addToCart({ ...pizza, quantity: 2 }));
    expect(state.items).toEqual([{ ...pizza, quantity: 3 }]);
    expect(selectCartCount({ cart: state })).toBe(3);
  });

  it('addToCart keeps the same stock with other addons as a separate line', () => {
    const state = reduce(reduce(initialCartState, addToCart(pizza)), addToCart(pizzaWithCheese));
    expect(state.items).toHaveLength(2);
  });

  it('removeFromCart removes only the matching line', () => {
    const state = reduce(reduce(initialCartState, addToCart(pizza)), addToCart(pizzaWithCheese));
    expect(reduce(state, removeFromCart(pizza)).items).toEqual([pizzaWithCheese]);
  });

  it('clearCart empties the cart', () => {
    expect(reduce(reduce(initialCartState, addToCart(pizza)), clearCart())).toEqual(initialCartState);
  });

  it('refuses a line of another shop (the caller asks first) and startNewCart replaces the cart', () => {
    const state = reduce(initialCartState, addToCart(pizza));
    const other = { ...pizza, id: 9, stock: { id: 90 }, shop_id: 4 };
    expect(reduce(state, addToCart(other))).toBe(state);
    const fresh = reduce(state, startNewCart(other));
    expect(fresh.items).toEqual([other]);
    expect(selectCartShopId({ cart: fresh })).toBe(4);
  });

  it('setCartQuantity sets one line and ignores quantities below 1', () => {
    const state = reduce(reduce(initialCartState, addToCart(pizza)), addToCart(pizzaWithCheese));
    const set = reduce(state, setCartQuantity({ ...pizzaWithCheese, quantity: 4 }));
    expect(set.items.map((i) => i.quantity)).toEqual([1, 4]);
    expect(reduce(set, setCartQuantity({ ...pizza, quantity: 0 })).items[0].quantity).toBe(1);
  });

  it('replaceCart takes the lines read back from storage', () => {
    expect(reduce(initialCartState, replaceCart([pizza, pizzaWithCheese])).items).toHaveLength(2);
  });
});
