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
      // An equal user keeps the stored object: the profile refreshed after every signed-in load is nearly always
      // the user the server rendered with, and a new object re-rendered every part that reads the user, all in
      // one synchronous task during the load (react-redux updates are never time-sliced; ADR 0025).
      if (state.user && JSON.stringify(state.user) === JSON.stringify(action.payload)) return;
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
