import { useAppDispatch } from '../store/hooks';
import { setAddress, setLocation, setLocationId } from '../store/slices/settings';
import type { SavedAddress, Suggestion } from './api';

/**
 * Where to deliver, for the whole storefront (settings slice + cookie): a saved address shows its title in the
 * header ("Deliver to: Home") and remembers its id for checkout; a found address shows its label.
 */
export function useChooseAddress() {
  const dispatch = useAppDispatch();
  return {
    saved(a: SavedAddress) {
      dispatch(setLocation(`${a.location[0]},${a.location[1]}`));
      dispatch(setAddress(a.title || a.address.address));
      dispatch(setLocationId(String(a.id)));
    },
    found(s: Suggestion) {
      dispatch(setLocation(`${s.location.latitude},${s.location.longitude}`));
      dispatch(setAddress(s.label));
      dispatch(setLocationId(null));
    },
  };
}
