import { createSlice, type PayloadAction } from '../create-slice';
import type { Stock } from '../types';

/**
 * The guest cart (spec §3, §4): one shop at a time, until sign-in pushes it to the server. redux-persist never
 * restores it; src/ui/cart/guest-storage.ts mirrors it to its own localStorage key so it survives reloads.
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

/** Which line: the same stock with the same addons. */
export type CartLineRef = Pick<CartItem, 'stock' | 'addons'>;

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
    /**
     * Adding an existing line raises its quantity instead of listing it twice. A line of another shop is
     * refused here: the caller asks first and then sends startNewCart.
     */
    addToCart(state, action: PayloadAction<CartItem>) {
      if (state.items.some((item) => item.shop_id !== action.payload.shop_id)) return;
      const key = cartLineKey(action.payload);
      const line = state.items.find((item) => cartLineKey(item) === key);
      if (line) line.quantity += action.payload.quantity;
      else state.items.push(action.payload);
    },
    /** "Start a new cart": drops every line and keeps the new one. */
    startNewCart(state, action: PayloadAction<CartItem>) {
      state.items = [action.payload];
    },
    /** Sets a line's quantity (≥ 1; the stepper's minus on 1 is a remove). */
    setCartQuantity(state, action: PayloadAction<CartLineRef & { quantity: number }>) {
      const key = cartLineKey(action.payload);
      const line = state.items.find((item) => cartLineKey(item) === key);
      if (line && Number.isInteger(action.payload.quantity) && action.payload.quantity >= 1) line.quantity = action.payload.quantity;
    },
    /** The lines read back from storage (reload, another tab). */
    replaceCart(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
    removeFromCart(state, action: PayloadAction<CartLineRef>) {
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
    selectCartShopId: (state): number | null => state.items[0]?.shop_id ?? null,
  },
});

export const { addToCart, startNewCart, setCartQuantity, replaceCart, removeFromCart, clearCart } = cartSlice.actions;
export const { selectCartItems, selectCartCount, selectCartShopId } = cartSlice.selectors;
export const cartReducer = cartSlice.reducer;
export default cartSlice;
