import { createSlice, type PayloadAction } from '../create-slice';
import type { Shop } from '../types';

/** Favourite shops kept on the device (persisted); guests have no server-side favourites. */
export interface LikedState {
  likedShops: Shop[];
}

export const initialLikedState: LikedState = { likedShops: [] };

const likedSlice = createSlice({
  name: 'liked',
  initialState: initialLikedState,
  reducers: {
    /** Heart button: the same shop (by uuid, stable across APIs) is removed if present, else added. */
    toggleLiked(state, action: PayloadAction<Shop>) {
      const index = state.likedShops.findIndex((shop) => shop.uuid === action.payload.uuid);
      if (index === -1) state.likedShops.push(action.payload);
      else state.likedShops.splice(index, 1);
    },
    setLiked(state, action: PayloadAction<Shop[]>) {
      state.likedShops = action.payload;
    },
    clearLiked() {
      return initialLikedState;
    },
  },
  selectors: {
    selectLikedShops: (state) => state.likedShops,
    selectIsLiked: (state, uuid: string) => state.likedShops.some((shop) => shop.uuid === uuid),
  },
});

export const { toggleLiked, setLiked, clearLiked } = likedSlice.actions;
export const { selectLikedShops, selectIsLiked } = likedSlice.selectors;
/**
 * Whether redux-persist has put the saved slices (liked, currency, search) back: true once restored or given up
 * (its 5 s timeout). Until then a guest's liked list is unknown, not empty. False on the server and in the first
 * render, so both agree.
 */
export const selectRestored = (state: object): boolean => Boolean((state as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated);
export const likedReducer = likedSlice.reducer;
export default likedSlice;
