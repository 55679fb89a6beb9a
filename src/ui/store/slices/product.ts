import { createSlice, type PayloadAction } from '../create-slice';
import type { Product } from '../types';

/** The product modal: which product is shown and whether the modal is open. */
export interface ProductState {
  product: Product | null;
  isOpen: boolean;
  /** Kept apart from `product` so the page can sync `?product=<uuid>` without reading the object. */
  uuid: string | null;
}

export const initialProductState: ProductState = { product: null, isOpen: false, uuid: null };

const productSlice = createSlice({
  name: 'product',
  initialState: initialProductState,
  reducers: {
    setProduct(_state, action: PayloadAction<Product>) {
      return { product: action.payload, isOpen: true, uuid: action.payload.uuid };
    },
    clearProduct() {
      return initialProductState;
    },
  },
  selectors: {
    selectProductModal: (state) => state,
    selectIsProductOpen: (state) => state.isOpen,
  },
});

export const { setProduct, clearProduct } = productSlice.actions;
export const { selectProductModal, selectIsProductOpen } = productSlice.selectors;
export const productReducer = productSlice.reducer;
export default productSlice;
