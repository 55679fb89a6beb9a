import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from '../auth/hooks';
import type { SuccessResponse } from '@/contract/envelope';
import { PROFILE_QUERY, useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { calculateCart } from '../cart/api';
import { useCartCurrency } from '../cart/currency';
import { isNotInZone } from '../cart/errors';
import { minAmountShortfall, type LineView } from '../cart/lines';
import { useCart } from '../cart/useCart';
import { groupSubtotal, membersOf } from '../group-order/owes';
import { http } from '../http/browser';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectOrderDraft, setDeliveryDate, setDeliveryTime, setOrderShop } from '../store/slices/order';
import { selectAddress, selectLocation, selectLocationId } from '../store/slices/settings';
import { addressesQuery } from '../addresses/api';
import type { Shop, User } from '../types/api';
import { paymentsQuery, shopZoneQuery, toPoint } from './api';
import { checkoutProblem, emptyCheckoutForm, offeredPayments, preferredPayment, tipAmount, type CheckoutForm } from './form';
import { lastPaymentTag } from './last-payment';
import { checkoutSchema } from './schema';
import { asapTime, deliveryDays, firstOpenDay } from './slots';

const profileQuery = {
  queryKey: PROFILE_QUERY,
  queryFn: async () => ((await http.get('dashboard/user/profile/show')) as unknown as SuccessResponse<User>).data,
  staleTime: 0,
};

/** Everything the checkout page knows and decides, around the form's state. */
export function useCheckout(shop: Shop) {
  const { user } = useSession();
  const { settings } = useShell();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectOrderDraft);
  const currency = useCartCurrency();
  // The owner's own cart: a group member's membership elsewhere does not change what this user checks out.
  const cart = useCart('own');
  // A group cart is checked out whole: every participant's lines, each labelled with its name.
  const members = useMemo(() => (cart.cart?.group ? membersOf(cart.cart) : null), [cart.cart]);
  const lines: Array<LineView & { who?: string }> = useMemo(
    () => (members ? members.flatMap((m) => m.lines.map((line) => ({ ...line, key: `${m.id}:${line.key}`, who: m.name }))) : cart.lines),
    [members, cart.lines],
  );
  const subtotal = members ? groupSubtotal(members) : cart.subtotal;
  const tr = useTranslate();
  const schema = useMemo(() => checkoutSchema(tr), [tr]);
  // formik holds what the user types; the street line is validated as typed (schema), the rest in checkoutProblem.
  const formik = useFormik<CheckoutForm>({ initialValues: emptyCheckoutForm(user?.phone ?? ''), validationSchema: schema, onSubmit: () => undefined });
  const fields = formik.values;
  const [now] = useState(() => new Date());
  // This page renders in the browser only (CheckoutBody is client-only), so local storage is there.
  const [lastTag] = useState(lastPaymentTag);
  const days = useMemo(() => deliveryDays(shop, now), [shop, now]);

  // The chosen slot lives in the order draft (Redux), so leaving checkout and coming back keeps it.
  useEffect(() => {
    dispatch(setOrderShop(shop.id));
  }, [dispatch, shop.id]);
  const draftIsOurs = draft.shop_id === shop.id;
  const draftDay = draftIsOurs && days.some((d) => d.date === draft.delivery_date) ? draft.delivery_date : null;
  const date = draftDay || firstOpenDay(days)?.date || days[0]?.date || null;
  const slots = days.find((d) => d.date === date)?.slots ?? [];
  const time = draftIsOurs && draft.delivery_time && slots.includes(draft.delivery_time) ? draft.delivery_time : (slots[0] ?? null);
  const payments = useQuery(paymentsQuery());
  const offered = offeredPayments(payments.data ?? []);
  const paymentId = fields.paymentId ?? preferredPayment(offered, lastTag)?.id ?? null;
  const form: CheckoutForm = { ...fields, date, time, paymentId };
  // A chosen saved address fills the door details; otherwise the found address fills an empty street line.
  const pickedAddress = useAppSelector(selectAddress);
  const locationId = useAppSelector(selectLocationId);
  const saved = useQuery(addressesQuery(user?.id));
  const chosenSaved = saved.data?.find((a) => String(a.id) === locationId) ?? null;
  const [saveAs, setSaveAs] = useState<string | null>(null);
  const { setValues } = formik;
  const savedKey = chosenSaved ? `${chosenSaved.id}:${chosenSaved.address.address}` : '';
  useEffect(() => {
    if (chosenSaved) {
      const a = chosenSaved.address;
      void setValues((f) => ({ ...f, address: { address: a.address, house: a.house, floor: a.floor, office: a.office } }));
    } else if (pickedAddress && !locationId) {
      void setValues((f) => (f.address.address.trim() ? f : { ...f, address: { ...f.address, address: pickedAddress } }));
    }
    // savedKey stands for chosenSaved (a new object on every refetch).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey, pickedAddress, locationId, setValues]);

  const point = toPoint(useAppSelector(selectLocation));
  const ownCart = cart.cart && cart.cart.shop_id === shop.id && lines.length ? cart.cart : null;
  const tips = tipAmount(form, subtotal);
  const lineStamp = lines.map((l) => `${l.key}x${l.quantity}`).join(',');

  const zone = useQuery({ ...shopZoneQuery(shop.id, point), enabled: form.type === 'delivery' && Boolean(point) });
  const totals = useQuery({
    queryKey: ['cart-calculate', ownCart?.id ?? 0, lineStamp, form.type, point?.latitude, point?.longitude, form.coupon, tips] as const,
    queryFn: () => calculateCart(ownCart!.id, { type: form.type, address: form.type === 'delivery' && point ? point : undefined, coupon: form.coupon ?? undefined, currency_id: currency.id, tips: tips || undefined }),
    enabled: Boolean(ownCart) && (form.type === 'pickup' || Boolean(point)) && !lineStamp.includes('d:-'),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const profile = useQuery({ ...profileQuery, enabled: Boolean(user) });

  const payment = offered.find((p) => p.id === form.paymentId);
  const inZone = form.type !== 'delivery' ? true : totals.error && isNotInZone(totals.error) ? false : zone.data;
  const total = totals.isPlaceholderData ? undefined : totals.data?.total_price;
  const walletBalance = profile.data?.wallet?.price;
  const minAmount = shop.min_amount ?? 0;
  const problem = checkoutProblem(form, { shopOpen: shop.open !== false, phoneRequired: settings.before_order_phone_required === '1', inZone, slots, payment, walletBalance, total, minAmount, shortfall: minAmountShortfall(subtotal, minAmount) });

  return {
    shop,
    form,
    formik,
    /** Now + lead time as the page opened (the order takes it anew when placed). */
    asap: asapTime(shop, now),
    update: (patch: Partial<CheckoutForm>) => void formik.setValues((f) => ({ ...f, ...patch })),
    setDate: (next: string) => (dispatch(setDeliveryDate(next)), dispatch(setDeliveryTime(null))),
    setTime: (next: string) => dispatch(setDeliveryTime(next)),
    days,
    slots,
    cart,
    lines,
    subtotal,
    ownCart,
    point,
    inZone,
    zoneChecking: form.type === 'delivery' && zone.isPending && Boolean(point),
    totals,
    payments,
    offered,
    payment,
    walletBalance,
    problem,
    currency,
    /** The customer's saved addresses (signed in) and the one chosen, if any. */
    savedAddresses: saved.data ?? [],
    chosenSaved,
    /** "Save this address as …" for a new place: the title, or null. */
    saveAs,
    setSaveAs,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
