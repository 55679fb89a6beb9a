import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Stock } from '../types';

/**
 * Guest cart kept in memory only (never persisted) until sign-in pushes it to the server (spec §3, §4).
 * Placeholder rules: the full cart rules (other shop, quantity bounds) come later.
 */
export interface CartAddon {
  stock: Stock;
  quantity: number;
}

export interface CartItem {
  /** Product id. */
  id: number;
  quantity: number;
  stock: Stock;
  addons: CartAddon[];
  shop_id: number;
}

export interface CartState {
  items: CartItem[];
}

export const initialCartState: CartState = { items: [] };

/** A line is a stock with a given set of addons: the same stock with other addons is another line. */
export function cartLineKey(item: Pick<CartItem, 'stock' | 'addons'>): string {
  const addons = item.addons
    .map((addon) => `${addon.stock.id}x${addon.quantity}`)
    .sort()
    .join(',');
  return `${item.stock.id}|${addons}`;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Adding an existing line raises its quantity instead of listing it twice. */
    addToCart(state, action: PayloadAction<CartItem>) {
      const key = cartLineKey(action.payload);
      const line = state.items.find((item) => cartLineKey(item) === key);
      if (line) line.quantity += action.payload.quantity;
      else state.items.push(action.payload);
    },
    removeFromCart(state, action: PayloadAction<Pick<CartItem, 'stock' | 'addons'>>) {
      const key = cartLineKey(action.payload);
      state.items = state.items.filter((item) => cartLineKey(item) !== key);
    },
    clearCart() {
      return initialCartState;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartCount: (state) => state.items.reduce((sum, item) => sum + item.quantity, 0),
  },
});

export const { addToCart, removeFromCart, clearCart } = cartSlice.actions;
export const { selectCartItems, selectCartCount } = cartSlice.selectors;
export const cartReducer = cartSlice.reducer;
export default cartSlice;
