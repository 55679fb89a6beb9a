import dynamic from 'next/dynamic';
import ui from '../app/plain.module.css';
import { useAtLeast } from '../app/useWide';
import { useCart } from '../cart/useCart';
import type { Shop } from '../types/api';
import css from './shop.module.css';

// The cart (MUI) is per visitor: it loads after the page, and only where it shows.
const CartSide = dynamic(() => import('../cart/CartDock').then((m) => m.CartSide), { ssr: false, loading: () => <span className={`${ui.skel} ${css.cartSkeleton}`} /> });
const CartBar = dynamic(() => import('../cart/CartDock').then((m) => m.CartBar), { ssr: false });

/**
 * The side panel from the tablet width up; below it the bar, once the cart has something. A phone with an empty
 * cart loads no cart code at all. Width and cart changes re-render this slot alone, not the page around it.
 */
export function CartSlot({ shop, place }: { shop: Shop; place: 'side' | 'bar' }) {
  const sideShown = useAtLeast('md');
  const { count } = useCart();
  if (place === 'side') return sideShown ? <CartSide shop={shop} /> : null;
  return !sideShown && count > 0 ? <CartBar shop={shop} /> : null;
}
