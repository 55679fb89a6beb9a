import { createSlice, type PayloadAction } from '../create-slice';

/** Extra shop-list filters sent as a group (tags, ratings, price range, toggles). */
export interface FilterGroup {
  tag?: number[];
  rating?: number[];
  prices?: [number, number];
  free_delivery?: boolean;
  deals?: boolean;
  open?: boolean;
}

export interface FilterState {
  category_id: number | null;
  newest: boolean;
  order_by: string | null;
  group: FilterGroup;
}

export const initialFilterState: FilterState = { category_id: null, newest: false, order_by: null, group: {} };

const filterSlice = createSlice({
  name: 'filter',
  initialState: initialFilterState,
  reducers: {
    /** A category and "newest" are alternative views of the list, so picking one drops the other. */
    setCategory(state, action: PayloadAction<number | null>) {
      state.category_id = action.payload;
      state.newest = false;
    },
    setNewest(state, action: PayloadAction<boolean>) {
      state.newest = action.payload;
      state.category_id = null;
    },
    setOrderBy(state, action: PayloadAction<string | null>) {
      state.order_by = action.payload;
    },
    /** Merges into the group; a key passed as undefined is removed, so the state stays plain JSON. */
    setGroup(state, action: PayloadAction<Partial<FilterGroup>>) {
      const merged: Record<string, unknown> = { ...state.group, ...action.payload };
      for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
      state.group = merged as FilterGroup;
    },
    clearFilter() {
      return initialFilterState;
    },
  },
  selectors: {
    selectFilter: (state) => state,
    selectFilterGroup: (state) => state.group,
  },
});

export const { setCategory, setNewest, setOrderBy, setGroup, clearFilter } = filterSlice.actions;
export const { selectFilter, selectFilterGroup } = filterSlice.selectors;
export const filterReducer = filterSlice.reducer;
export default filterSlice;
