import { createSlice, type PayloadAction } from '../create-slice';
import type { User } from '../types';

/** The signed-in user; present means authenticated (spec §6). The token itself never reaches JS. */
export interface AuthState {
  user: User | null;
}

export const initialAuthState: AuthState = { user: null };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setUser(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    clearUser() {
      return initialAuthState;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.user !== null,
  },
});

export const { setUser, clearUser } = authSlice.actions;
export const { selectUser, selectIsAuthenticated } = authSlice.selectors;
export const authReducer = authSlice.reducer;
export default authSlice;
