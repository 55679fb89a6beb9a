import { formatTimestamp, omitFalsy } from '@/contract/format';
import { toDisplay } from '@/lib/money';
import type { Db } from '../../db/client';
import { presentProduct, presentStock } from '../catalog/present';
import { stockExtrasIn } from '../catalog/extras';
import { productTexts } from '../catalog/texts';
import * as q from './queries';
import { loadCartTotals, type CartTotals, type CartTotalsInput, type CartTotalsLine } from './totals';
import type { CartLineRow } from './cart-lines';
import { readAll } from '../../db/read-all';
import { presentParticipants, splitShares } from './participants';

/**
 * The contract's Cart (§4): participants (`user_carts[]`, each with `cartDetails[]`), top-level lines with
 * their add-ons nested in `addons`, amounts from the same computation as `cart/calculate`, in the display
 * currency. A fixed number of statements whatever the number of lines.
 */

/**
 * Who looks (contract §0.11): the owner sees every participant's uuid (to kick or flip them) and the join
 * token; a guest member sees the others by id, name and status only, and its own uuid (`memberId`; null
 * once it has left). A uuid is a participant's secret: whoever holds it acts as that participant.
 */
export type CartViewer = 'owner' | { memberId: number | null };

export interface CartViewArgs {
  cart: q.CartRow;
  viewer: CartViewer;
  rate: number;
  locale: string;
  now: Date;
  /** How to price it (calculate); a plain cart view is priced as pickup without coupon. */
  pricing?: Pick<CartTotalsInput, 'type' | 'location' | 'couponCode' | 'tipsMinor'>;
  /** The cart with its shop, already read by the caller (see CartTotalsInput.found). */
  found?: CartTotalsInput['found'];
  /** Totals and rows the caller has just computed for this very cart state (insert-product), not read again. */
  loaded?: Awaited<ReturnType<typeof loadCartTotals>>;
}

export async function loadCartView(db: Db, { cart, viewer, rate, locale, now, pricing, found, loaded }: CartViewArgs) {
  // The participants come with the cart row (ownedCartWithShop), not from a statement of their own.
  const { totals, rows, discounts, found: read, texts: lineTexts } =
    loaded ?? (await loadCartTotals(db, { type: 'pickup', ...pricing, found, cartId: cart.id, userId: cart.ownerId, now, locale }));
  const participants = read.people;
  // The texts came with the lines (ADR 0026) unless the rows were read for another reader's language.
  const { products: texts, extras } = lineTexts?.locale === locale ? lineTexts : await readTexts(db, rows, locale);
  const d = (m: number) => toDisplay(m, rate);
  const seesSecretOf = (userCartId: number) => viewer === 'owner' || viewer.memberId === userCartId;

  const presentLine = (row: CartLineRow, line: CartTotalsLine) => ({
    id: line.cartDetailId,
    quantity: line.quantity,
    bonus: line.bonus,
    price: d(line.originPrice + line.tax),
    discount: d(line.discount),
    parent_id: line.parentCartDetailId ?? undefined,
    user_cart_id: line.userCartId,
    created_at: formatTimestamp(row.line.createdAt),
    updated_at: formatTimestamp(row.line.updatedAt),
    stock: {
      ...presentStock(row.stock, row.product, discounts.get(row.product.id), rate),
      extras: extras.get(row.stock.id) ?? [],
      product: presentProduct(row.product, { text: texts.get(row.product.id), discounts: discounts.get(row.product.id), rate }),
    },
  });

  // Who owes what adds up to this answer's total_price: with fees when priced (calculate), else the cart total.
  const owed = pricing ? totals : { lines: totals.lines, total: totals.cartTotal, deliveryFee: 0, serviceFee: 0, waiterFee: 0, tips: 0 };
  const presented = rows.map((row, i) => ({ line: totals.lines[i], view: presentLine(row, totals.lines[i]) }));
  // Top level: main lines and bonus lines; add-ons (non-bonus children) nest under their main line.
  const detailsOf = (userCartId: number) =>
    presented
      .filter((p) => p.line.userCartId === userCartId && (p.line.parentCartDetailId === null || p.line.bonus))
      .map((p) => ({
        ...p.view,
        addons: presented.filter((a) => !a.line.bonus && a.line.parentCartDetailId === p.line.cartDetailId).map((a) => a.view),
      }));

  return {
    totals,
    body: presentCart(cart, totals, rate, {
      user_carts: participants.map((u) => ({
        id: u.id,
        cart_id: u.cartId,
        user_id: u.userId,
        status: u.status,
        name: u.name ?? '',
        ...(seesSecretOf(u.id) ? { uuid: u.uuid } : {}),
        cartDetails: detailsOf(u.id),
      })),
      // Who owes what: the owner's answers only (members see names, lines and statuses).
      ...(viewer === 'owner' ? { ...ownerOnlyFields(cart), participants: presentParticipants(splitShares(owed, participants, cart.ownerId, ''), rate) } : {}),
    }),
  };
}

async function readTexts(db: Db, rows: CartLineRow[], locale: string) {
  const [products, extras] = await readAll(db, [
    () => productTexts(db, rows.map((r) => r.product.id), locale),
    () => stockExtrasIn(db, rows.map((r) => r.stock.id), locale),
  ]);
  return { products, extras };
}

/** What only the owner is shown: the share link's join token (null while group ordering is off) and whether joining needs a password. */
export function ownerOnlyFields(cart: q.CartRow) {
  return { invite_token: cart.group ? cart.inviteToken : null, has_password: cart.group && cart.groupPasswordHash !== null };
}

/** The cart row in the contract's shape; `extra` adds relations (user_carts). */
export function presentCart<E extends object = object>(
  cart: q.CartRow,
  totals: Pick<CartTotals, 'cartTotal' | 'receiptDiscount' | 'receiptCount'> | null,
  rate: number,
  extra: E = {} as E,
) {
  return {
    id: cart.id,
    owner_id: cart.ownerId,
    shop_id: cart.shopId,
    status: cart.status,
    total_price: toDisplay(totals?.cartTotal ?? cart.totalPrice, rate),
    ...omitFalsy({ receipt_discount: totals ? toDisplay(totals.receiptDiscount, rate) : 0, receipt_count: totals?.receiptCount ?? 0 }),
    currency_id: cart.currencyId,
    rate,
    group: cart.group,
    created_at: formatTimestamp(cart.createdAt),
    updated_at: formatTimestamp(cart.updatedAt),
    ...extra,
  };
}
