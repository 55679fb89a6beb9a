import { combineReducers } from 'redux';
import { authReducer } from './slices/auth';
import { cartReducer } from './slices/cart';
import { chatReducer } from './slices/chat';
import { currencyReducer } from './slices/currency';
import { filterReducer } from './slices/filter';
import { likedReducer } from './slices/liked';
import { orderReducer } from './slices/order';
import { productReducer } from './slices/product';
import { searchReducer } from './slices/search';
import { settingsReducer } from './slices/settings';
import { userCartReducer } from './slices/user-cart';

/** Keys must equal each slice's `name`: the slices' own selectors look their state up by that name. */
export const rootReducer = combineReducers({
  auth: authReducer,
  settings: settingsReducer,
  filter: filterReducer,
  product: productReducer,
  search: searchReducer,
  currency: currencyReducer,
  chat: chatReducer,
  order: orderReducer,
  liked: likedReducer,
  cart: cartReducer,
  userCart: userCartReducer,
});

/** The state of all slices, before redux-persist adds its `_persist` marker. */
export type SlicesState = ReturnType<typeof rootReducer>;
