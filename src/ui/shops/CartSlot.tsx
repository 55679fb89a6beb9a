import { clientOnly } from '../app/client-only';
import ui from '../app/plain.module.css';
import { useAtLeast } from '../app/useWide';
import type { Shop } from '../types/api';
import css from './shop.module.css';

// The cart is per visitor: it loads after the page, and only where it shows (it uses MUI; the page does not).
const CartSkeleton = () => <span className={`${ui.skel} ${css.cartSkeleton}`} />;
const CartSide = clientOnly(() => import('../cart/CartDock').then((m) => m.CartSide), CartSkeleton);
const CartBarWhenFilled = clientOnly(() => import('./CartBarWhenFilled').then((m) => m.default));

/**
 * The side panel from the tablet width up; below it the bar, once the cart has something (a phone with an empty
 * cart loads no cart panel). Width changes re-render this slot alone, not the page around it.
 */
export function CartSlot({ shop, place }: { shop: Shop; place: 'side' | 'bar' }) {
  const sideShown = useAtLeast('md');
  if (place === 'side') return sideShown ? <CartSide shop={shop} /> : null;
  return sideShown ? null : <CartBarWhenFilled shop={shop} />;
}
