import { clientOnly } from '../app/client-only';
import { useCart } from '../cart/useCart';
import type { Shop } from '../types/api';

const CartBar = clientOnly(() => import('../cart/CartDock').then((m) => m.CartBar));

/** The phone's cart bar, once the cart has something: the bar's code (MUI) loads only then. */
export default function CartBarWhenFilled({ shop }: { shop: Shop }) {
  return useCart().count > 0 ? <CartBar shop={shop} /> : null;
}
