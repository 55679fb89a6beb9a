import { createSlice, type PayloadAction } from '../create-slice';

/** The order being prepared at checkout: chosen delivery slot for one shop. */
export interface OrderState {
  delivery_date: string | null;
  delivery_time: string | null;
  shop_id: number | null;
}

export const initialOrderState: OrderState = { delivery_date: null, delivery_time: null, shop_id: null };

const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    setDeliveryDate(state, action: PayloadAction<string | null>) {
      state.delivery_date = action.payload;
    },
    setDeliveryTime(state, action: PayloadAction<string | null>) {
      state.delivery_time = action.payload;
    },
    /** A slot belongs to one shop's working hours, so switching shop drops the chosen date and time. */
    setOrderShop(state, action: PayloadAction<number | null>) {
      if (state.shop_id === action.payload) return;
      return { delivery_date: null, delivery_time: null, shop_id: action.payload };
    },
    clearOrder() {
      return initialOrderState;
    },
  },
  selectors: {
    selectOrderDraft: (state) => state,
  },
});

export const { setDeliveryDate, setDeliveryTime, setOrderShop, clearOrder } = orderSlice.actions;
export const { selectOrderDraft } = orderSlice.selectors;
export const orderReducer = orderSlice.reducer;
export default orderSlice;
