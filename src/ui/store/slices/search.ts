import { createSlice, type PayloadAction } from '../create-slice';
import { SEARCH_HISTORY_LIMIT } from '@/ui/config/constants';

/** Search history, newest first. Persisted, so it survives reloads. */
export type SearchState = string[];

export const initialSearchState: SearchState = [];

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /** Re-searching a term (in any letter case) moves it to the front instead of adding a duplicate. */
    addSearch(state, action: PayloadAction<string>) {
      const term = action.payload.trim();
      if (!term) return state;
      const key = term.toLowerCase();
      const rest = state.filter((entry) => entry.toLowerCase() !== key);
      return [term, ...rest].slice(0, SEARCH_HISTORY_LIMIT);
    },
    removeSearch(state, action: PayloadAction<string>) {
      return state.filter((entry) => entry !== action.payload);
    },
    clearSearch() {
      return initialSearchState;
    },
  },
  selectors: {
    selectSearchHistory: (state) => state,
  },
});

export const { addSearch, removeSearch, clearSearch } = searchSlice.actions;
export const { selectSearchHistory } = searchSlice.selectors;
export const searchReducer = searchSlice.reducer;
export default searchSlice;
