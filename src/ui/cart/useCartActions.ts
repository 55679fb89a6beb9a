import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useCallback, useMemo } from 'react';
import { notify } from '../app/notify';
import { useSession } from '../app/Session';
import { memberRemoveLines, memberSetLines } from '../group-order/api';
import { useMembership } from '../group-order/membership';
import { memberCartKey, memberCartQuery } from '../group-order/queries';
import { useAppDispatch, useAppStore } from '../store/hooks';
import { addToCart as addGuestLine, clearCart as clearGuestCart, removeFromCart, selectCartItems, setCartQuantity, startNewCart } from '../store/slices/cart';
import type { Cart } from '../types/cart';
import * as api from './api';
import { askNewCart } from './conflict';
import { cartErrorKey, isOtherShop } from './errors';
import { guestLineKey, serverDetails, type LineView } from './lines';
import { changeCart } from './mutations';
import { toGuestItem, type NewCartLine } from './new-line';
import { withAddedLine, withoutLines, withQuantity } from './optimistic';
import { buildAddLinesPayload, buildQuantityPayload, type NewLine } from './payload';
import { userCartKey, userCartQuery } from './queries';
import { useCartCurrency } from './currency';

export type AddResult = 'added' | 'conflict';

const toNewLine = (line: NewCartLine): NewLine => ({ stockId: line.stock.id, quantity: line.quantity, addons: line.addons.map((a) => ({ stockId: a.stock.id, quantity: a.quantity })) });

/** The optimistic cart with every new line in it. */
const withAddedLines = (cart: Cart | null, shopId: number, lines: readonly NewCartLine[]) =>
  lines.reduce<Cart | null>((c, line) => withAddedLine(c, shopId, line), cart) as Cart;

/**
 * Every change to the cart, for guests (local lines), signed-in users (server cart, optimistic) and group
 * members (their own part of the group cart, through rest/cart/*, only from the group's shop).
 */
export function useCartActions() {
  const { t } = useTranslation();
  const { user } = useSession();
  const member = useMembership();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const qc = useQueryClient();
  const currency = useCartCurrency();
  const key = useMemo(() => (member ? memberCartKey(member) : userCartKey(user?.id)), [member, user?.id]);

  const fail = useCallback((failure: unknown) => void notify('error', t(cartErrorKey(failure), { ns: 'errors' })), [t]);
  const current = useCallback(() => qc.getQueryData<Cart | null>(key) ?? null, [qc, key]);

  /** Adds lines of one shop in one request (a product from the modal, or a recipe's ingredients). */
  const addLines = useCallback(
    async (lines: NewCartLine[]): Promise<AddResult> => {
      const shopId = lines[0]?.shopId;
      if (!shopId) return 'added';
      if (member) {
        if (shopId !== member.shop_id) return void notify('error', t('group.leave.first')), 'conflict';
        const cart = qc.getQueryState(key)?.status === 'success' ? current() : await qc.ensureQueryData(memberCartQuery(member)).catch(() => current());
        const payload = buildAddLinesPayload(cart, shopId, lines.map(toNewLine), currency);
        void changeCart(qc, { key, optimistic: (c) => withAddedLines(c, shopId, lines), send: () => memberSetLines(member, payload), onError: fail });
        return 'added';
      }
      if (!user) {
        const cartShopId = selectCartItems(store.getState())[0]?.shop_id;
        if (cartShopId && cartShopId !== shopId) return askNewCart(lines), 'conflict';
        for (const line of lines) dispatch(addGuestLine(toGuestItem(line)));
        return 'added';
      }
      // Insert-product sets quantities, so the body needs what the cart holds: read it first if not known yet.
      const cart = qc.getQueryState(key)?.status === 'success' ? current() : await qc.ensureQueryData(userCartQuery(user.id)).catch(() => current());
      if (cart && cart.shop_id !== shopId && serverDetails(cart).length) return askNewCart(lines), 'conflict';
      const payload = buildAddLinesPayload(cart, shopId, lines.map(toNewLine), currency);
      void changeCart(qc, {
        key,
        optimistic: (c) => withAddedLines(c, shopId, lines),
        send: () => api.addToCart(payload),
        onError: (failure) => (isOtherShop(failure) ? askNewCart(lines) : fail(failure)),
      });
      return 'added';
    },
    [member, user, store, dispatch, current, currency, qc, key, fail, t],
  );

  const add = useCallback((line: NewCartLine) => addLines([line]), [addLines]);

  /** Replaces the cart with these lines (the "start a new cart" answer). */
  const startNew = useCallback(
    async (lines: NewCartLine[]) => {
      const shopId = lines[0]?.shopId;
      if (!shopId) return;
      if (!user) {
        const [first, ...rest] = lines;
        dispatch(startNewCart(toGuestItem(first)));
        for (const line of rest) dispatch(addGuestLine(toGuestItem(line)));
        return;
      }
      const payload = buildAddLinesPayload(null, shopId, lines.map(toNewLine), currency);
      await changeCart(qc, {
        key,
        optimistic: () => withAddedLines(null, shopId, lines),
        send: async () => {
          const old = current()?.id ? current() : await api.retrieveCart();
          if (old?.id) await api.clearCart([old.id]);
          return api.addToCart(payload);
        },
        onError: fail,
      });
    },
    [user, dispatch, currency, qc, key, current, fail],
  );

  const setQuantity = useCallback(
    (line: LineView, quantity: number) => {
      if (!user && !member) {
        const ref = selectCartItems(store.getState()).find((i) => guestLineKey(i) === line.key);
        if (ref) dispatch(setCartQuantity({ stock: ref.stock, addons: ref.addons, quantity }));
        return;
      }
      const cart = current();
      const detailId = line.detailIds[0];
      if (!cart || detailId === undefined || detailId < 0) return;
      const payload = buildQuantityPayload(cart.shop_id, line.stockId, quantity, currency);
      const send = member ? () => memberSetLines(member, payload) : () => api.addToCart(payload);
      void changeCart(qc, { key, optimistic: (c) => (c ? withQuantity(c, detailId, quantity) : c), send, onError: fail });
    },
    [member, user, store, dispatch, current, qc, key, currency, fail],
  );

  const remove = useCallback(
    (line: LineView) => {
      if (!user && !member) {
        const ref = selectCartItems(store.getState()).find((i) => guestLineKey(i) === line.key);
        if (ref) dispatch(removeFromCart(ref));
        return;
      }
      const ids = line.detailIds.filter((id) => id > 0);
      if (!ids.length) return;
      const send = member ? () => memberRemoveLines(member, ids) : async () => (await api.removeCartLines(ids), undefined);
      void changeCart(qc, { key, optimistic: (c) => (c ? withoutLines(c, ids) : c), send, onError: fail });
    },
    [member, user, store, dispatch, qc, key, fail],
  );

  const clear = useCallback(() => {
    if (member) {
      // A member clears only its own part; the group and the others' lines stay.
      const ids = serverDetails(current()).flatMap((d) => [d.id, ...(d.addons ?? []).map((a) => a.id)]).filter((id) => id > 0);
      if (ids.length) void changeCart(qc, { key, optimistic: (c) => (c ? withoutLines(c, ids) : c), send: () => memberRemoveLines(member, ids), onError: fail });
      return;
    }
    if (!user) return void dispatch(clearGuestCart());
    const cart = current();
    if (!cart?.id) return;
    void changeCart(qc, { key, optimistic: () => null, send: async () => (await api.clearCart([cart.id]), null), onError: fail });
  }, [member, user, dispatch, current, qc, key, fail]);

  return { add, addLines, startNew, setQuantity, remove, clear };
}
