import type { CalculateBody } from '@/contract/schemas/cart';
import { formatTimestamp, omitFalsy } from '@/contract/format';
import { fromDisplay, toDisplay } from '@/lib/money';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { ApiError, notFound } from '../../http/api-error';
import type { RequestInfo } from '../../http/route';
import { couponTranslations } from '../../db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { pickTranslation, wantedLocales } from '../i18n/translation';
import { resolveCurrency } from '../users/queries';
import { presentTotals } from './totals';
import { couponFor, couponLive, ownedCartWithShop, type CouponRow } from './totals-queries';
import { loadCartView } from './view';
import { readAll } from '../../db/read-all';

/**
 * `cart/calculate/{cart_id}`: the owner's cart priced for a delivery type, address, coupon and tips, from
 * computeCartTotals (the order uses the same numbers). An unusable coupon counts 0 here; the storefront
 * checks codes with `rest/coupons/check` first. Tips arrive in the display currency.
 */
export async function calculate(ctx: AppContext, req: RequestInfo, auth: AuthUser, cartId: number, body: CalculateBody, queryCurrency?: number) {
  const now = ctx.clock.now();
  // The cart with its shop in one statement; loadCartView does not read it again.
  const found = await ownedCartWithShop(ctx.db, cartId, auth.user.id, now, { currencyId: body.currency_id ?? queryCurrency, locale: req.locale });
  if (!found) throw notFound();
  const cart = found.cart;
  const currency = found.currency;
  const rate = currency?.rate ?? 1;
  const { totals, body: view } = await loadCartView(ctx.db, {
    cart,
    found,
    viewer: 'owner',
    rate,
    locale: req.locale,
    now,
    pricing: {
      type: body.type,
      location: body.type === 'delivery' ? body.address : null,
      couponCode: body.coupon ?? null,
      tipsMinor: body.tips ? fromDisplay(body.tips, rate) : 0,
    },
  });
  const products = view.user_carts.flatMap((u) => u.cartDetails);
  return { products, ...presentTotals(totals, rate), coupon_status: totals.couponStatus, participants: view.participants ?? [] };
}

/** `rest/coupons/check`: the coupon when usable by the caller (ERROR_250 unknown/expired/used up, ERROR_251 already used). */
export async function checkCoupon(ctx: AppContext, req: RequestInfo, auth: AuthUser | null, body: { coupon: string; shop_id?: number }, currencyId?: number) {
  const now = ctx.clock.now();
  const [found, currency] = await readAll(ctx.db, [() => couponFor(ctx.db, body.coupon, body.shop_id ?? null, auth?.user.id ?? null), () => resolveCurrency(ctx.db, currencyId)]);
  if (!found || !couponLive(found.coupon, now) || (body.shop_id && found.coupon.shopId && found.coupon.shopId !== body.shop_id)) {
    throw new ApiError('COUPON_INVALID');
  }
  if (found.used) throw new ApiError('COUPON_USED');
  const texts = await ctx.db
    .select()
    .from(couponTranslations)
    .where(and(eq(couponTranslations.couponId, found.coupon.id), inArray(couponTranslations.locale, wantedLocales(req.locale))));
  return presentCoupon(found.coupon, currency?.rate ?? 1, pickTranslation(texts, req.locale));
}

function presentCoupon(c: CouponRow, rate: number, t: { id: number; locale: string; title: string; description?: string | null } | undefined) {
  return {
    id: c.id,
    shop_id: c.shopId ?? undefined,
    name: c.name,
    type: c.type,
    qty: c.qty,
    price: c.type === 'percent' ? (c.percent ?? 0) : toDisplay(c.price ?? 0, rate),
    expired_at: formatTimestamp(c.expiredAt),
    img: c.img ?? undefined,
    translation: t ? omitFalsy({ id: t.id, locale: t.locale, title: t.title, description: t.description }) : undefined,
  };
}
