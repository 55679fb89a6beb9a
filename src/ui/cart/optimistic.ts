import type { Cart, CartDetail, CartStock } from '../types/cart';

/**
 * The signed-in cart as it will look once the server has done what was asked (shown at once, replaced by
 * the server's answer). Line amounts scale with the quantity; new lines get temporary negative ids.
 */

function withDetails(cart: Cart, map: (details: CartDetail[]) => CartDetail[]): Cart {
  const [owner, ...others] = cart.user_carts;
  if (!owner) return cart;
  return { ...cart, user_carts: [{ ...owner, cartDetails: map(owner.cartDetails) }, ...others] };
}

const scale = (amount: number | undefined, from: number, to: number) => (amount === undefined || from <= 0 ? amount : Math.round((amount / from) * to * 100) / 100);

export function withQuantity(cart: Cart, detailId: number, quantity: number): Cart {
  return withDetails(cart, (details) =>
    details.map((d) => (d.id === detailId ? { ...d, quantity, price: scale(d.price, d.quantity, quantity), discount: scale(d.discount, d.quantity, quantity) } : d)),
  );
}

export function withoutLines(cart: Cart, detailIds: readonly number[]): Cart {
  const gone = new Set(detailIds);
  return withDetails(cart, (details) => details.filter((d) => !gone.has(d.id)).map((d) => ({ ...d, addons: d.addons?.filter((a) => !gone.has(a.id)) })));
}

let temporaryId = 0;
const nextTemporaryId = () => --temporaryId;

export interface OptimisticLine {
  stock: CartStock;
  quantity: number;
  addons: ReadonlyArray<{ stock: CartStock; quantity: number }>;
}

const unit = (stock: CartStock) => stock.total_price ?? stock.price ?? 0;
const amount = (stock: CartStock, quantity: number) => Math.round(unit(stock) * quantity * 100) / 100;

/** Adds a line (or raises the line of the same stock, addons added up). Without a cart, a placeholder one. */
export function withAddedLine(cart: Cart | null, shopId: number, line: OptimisticLine): Cart {
  const base: Cart = cart && cart.shop_id === shopId ? cart : { id: 0, shop_id: shopId, owner_id: 0, total_price: 0, group: false, user_carts: [{ id: 0, name: '', user_id: null, uuid: '', cartDetails: [] }] };
  return withDetails(base, (details) => {
    const same = details.find((d) => d.stock.id === line.stock.id && !d.bonus);
    const addonDetails = (existing: CartDetail[] = []) => {
      const next = [...existing];
      for (const addon of line.addons) {
        const found = next.findIndex((a) => a.stock.id === addon.stock.id);
        const quantity = (found >= 0 ? next[found].quantity : 0) + addon.quantity;
        const detail = { id: found >= 0 ? next[found].id : nextTemporaryId(), quantity, price: amount(addon.stock, quantity), stock: addon.stock };
        if (found >= 0) next[found] = detail;
        else next.push(detail);
      }
      return next;
    };
    if (same) {
      const quantity = same.quantity + line.quantity;
      return details.map((d) => (d === same ? { ...d, quantity, price: scale(d.price, d.quantity, quantity), discount: scale(d.discount, d.quantity, quantity), addons: addonDetails(d.addons) } : d));
    }
    return [...details, { id: nextTemporaryId(), quantity: line.quantity, price: amount(line.stock, line.quantity), stock: line.stock, addons: addonDetails() }];
  });
}
