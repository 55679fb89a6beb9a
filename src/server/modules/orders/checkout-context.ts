import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, payments, settings, shopClosedDates, shopTranslations, shopWorkingDays } from '../../db/schema';
import { cartWithShopQuery, decodeCartWithShop } from '../cart/totals-queries';
import type { ShopText } from '../catalog/texts';
import { pickEach } from '../content/texts';
import { inWantedLocales, wantedLocaleValues } from '../i18n/translation';
import type { WorkingDay } from '../shops/hours';
import type { PaymentRow } from './service-payments';

/**
 * What checkout reads besides the cart and its lines, in the statement that locks the cart row (ADR 0026; before,
 * one statement after it, and six before ADR 0024: every statement costs the event loop a socket write): the two
 * checkout settings, the asked currency and the default one, the shop's working days and whether the delivery
 * day is a closed date, the payment method (the asked one, else cash) and the shop's texts for the answer. A
 * locking read's subqueries see the snapshot taken before it waited for the lock: harmless for these (as if read
 * a moment earlier), not for the cart's participants, which come with the lines read after the lock
 * (cartLinesWithTexts). Each check that uses a part still runs where it did (checkout.ts), so the errors and
 * their order are unchanged.
 */

type CurrencyRow = typeof currencies.$inferSelect;

// Qualified by hand: drizzle renders columns inside a selected sql`` without their table name.
const contextColumns = () => ({
  autoApprove: sql<string | null>`(select s.value from ${settings} s where s.key = 'order_auto_approved' limit 1)`,
  phoneRequired: sql<string | null>`(select s.value from ${settings} s where s.key = 'before_order_phone_required' limit 1)`,
  askedCurrencies: sql<CurrencyRow[] | null>`(select json_agg(json_build_object('id', c.id, 'symbol', c.symbol, 'title', c.title, 'rate', c.rate,
    'position', c.position, 'default', c."default", 'active', c.active)) from ${currencies} c
    where c.active and (c.id = ${sql.placeholder('askedCurrencyId')}::integer or c."default"))`,
  days: sql<WorkingDay[]>`coalesce((select json_agg(json_build_object('day', w.day, 'from', w."from", 'to', w."to", 'disabled', w.disabled))
    from ${shopWorkingDays} w where w.shop_id = "shops"."id"), '[]'::json)`,
  closed: sql<boolean>`exists (select 1 from ${shopClosedDates} c where c.shop_id = "shops"."id" and c.day = ${sql.placeholder('day')})`,
  payment: sql<(Omit<PaymentRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string }) | null>`(select json_build_object('id', p.id,
    'tag', p.tag, 'input', p.input, 'sandbox', p.sandbox, 'active', p.active, 'createdAt', p.created_at, 'updatedAt', p.updated_at) from ${payments} p
    where p.id = coalesce(${sql.placeholder('paymentId')}::integer, (select c.id from ${payments} c where c.tag = 'cash' limit 1)))`,
  shopTexts: sql<ShopText[]>`coalesce((select json_agg(json_build_object('id', t.id, 'shopId', t.shop_id, 'locale', t.locale, 'title', t.title,
    'description', t.description, 'address', t.address)) from ${shopTranslations} t where t.shop_id = "shops"."id" and ${inWantedLocales(sql`t.locale`)}), '[]'::json)`,
});
const lockedCartQuery = cartWithShopQuery('checkout_cart_locked_context', true, true, contextColumns);

export interface ContextAsk {
  cartId: number;
  userId: number;
  now: Date;
  /** The delivery day (YYYY-MM-DD), checked against the shop's closed dates. */
  day: string;
  currencyId: number | undefined;
  /** The asked payment method; none → cash. */
  paymentId: number | undefined;
  /** The reader's language: the shop's texts of the answer are read here too (as shopTexts). */
  locale: string;
}

/** The caller's cart locked FOR UPDATE with its shop (as ownedCartWithShop) and checkout's context; undefined when not the caller's. */
export async function lockCartWithContext(tx: Db, ask: ContextAsk) {
  const [row] = await lockedCartQuery(tx, {
    cartId: ask.cartId,
    userId: ask.userId,
    now: ask.now.toISOString(),
    currencyId: null,
    askedCurrencyId: ask.currencyId ?? null,
    day: ask.day,
    paymentId: ask.paymentId ?? null,
    ...wantedLocaleValues(ask.locale),
  });
  if (!row) return undefined;
  const rows = row.askedCurrencies ?? [];
  const p = row.payment;
  const context = {
    settings: { autoApprove: row.autoApprove === '1', phoneRequired: row.phoneRequired === '1' },
    // As resolveCurrency: the asked one when active, else the default.
    currency: rows.find((c) => c.id === ask.currencyId) ?? rows.find((c) => c.default) ?? null,
    schedule: { days: row.days ?? [], closed: row.closed ?? false },
    payment: p ? { ...p, createdAt: new Date(p.createdAt), updatedAt: new Date(p.updatedAt) } : undefined,
    shopTexts: pickEach(row.shopTexts ?? [], (t) => t.shopId, ask.locale),
  };
  return { found: decodeCartWithShop(row), context };
}
