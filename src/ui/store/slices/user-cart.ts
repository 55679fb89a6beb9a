import { createSlice, type PayloadAction } from '../create-slice';
import type { Cart } from '../types';

/** Mirror of the signed-in user's server cart (contract §4); the server stays the source of truth. */
export interface UserCartState {
  userCart: Cart | null;
}

export const initialUserCartState: UserCartState = { userCart: null };

const userCartSlice = createSlice({
  name: 'userCart',
  initialState: initialUserCartState,
  reducers: {
    setUserCart(state, action: PayloadAction<Cart>) {
      state.userCart = action.payload;
    },
    clearUserCart() {
      return initialUserCartState;
    },
  },
  selectors: {
    selectUserCart: (state) => state.userCart,
    selectIsGroupCart: (state) => Boolean(state.userCart?.group),
  },
});

export const { setUserCart, clearUserCart } = userCartSlice.actions;
export const { selectUserCart, selectIsGroupCart } = userCartSlice.selectors;
export const userCartReducer = userCartSlice.reducer;
export default userCartSlice;
