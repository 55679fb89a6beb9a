import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { currencies, payments, settings, shopClosedDates, shops, shopTranslations, shopWorkingDays, userCarts } from '../../db/schema';
import type { ShopText } from '../catalog/texts';
import { pickEach } from '../content/texts';
import { wantedLocales } from '../i18n/translation';
import type { ParticipantRow } from '../cart/participants';
import type { WorkingDay } from '../shops/hours';
import type { PaymentRow } from './service-payments';

/**
 * What checkout reads besides the cart and its lines, in ONE statement instead of six (issue 20 item 5: every
 * statement costs the event loop a socket write): the two checkout settings, the asked currency and the
 * default one, the shop's working days and whether the delivery day is a closed date, the payment method (the
 * asked one, else cash), the cart's participants and the shop's texts for the answer. Read right after the cart row is locked; each check that
 * uses a part still runs where it did (checkout.ts), so the errors and their order are unchanged.
 */

type CurrencyRow = typeof currencies.$inferSelect;

// Qualified by hand: drizzle renders columns inside a selected sql`` without their table name.
const contextQuery = preparedQuery('checkout_context', (db) =>
  db
    .select({
      autoApprove: sql<string | null>`(select s.value from ${settings} s where s.key = 'order_auto_approved' limit 1)`,
      phoneRequired: sql<string | null>`(select s.value from ${settings} s where s.key = 'before_order_phone_required' limit 1)`,
      currencies: sql<CurrencyRow[] | null>`(select json_agg(json_build_object('id', c.id, 'symbol', c.symbol, 'title', c.title, 'rate', c.rate,
        'position', c.position, 'default', c."default", 'active', c.active)) from ${currencies} c
        where c.active and (c.id = ${sql.placeholder('currencyId')}::integer or c."default"))`,
      days: sql<WorkingDay[]>`coalesce((select json_agg(json_build_object('day', w.day, 'from', w."from", 'to', w."to", 'disabled', w.disabled))
        from ${shopWorkingDays} w where w.shop_id = "shops"."id"), '[]'::json)`,
      closed: sql<boolean>`exists (select 1 from ${shopClosedDates} c where c.shop_id = "shops"."id" and c.day = ${sql.placeholder('day')})`,
      payment: sql<(Omit<PaymentRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string }) | null>`(select json_build_object('id', p.id,
        'tag', p.tag, 'input', p.input, 'sandbox', p.sandbox, 'active', p.active, 'createdAt', p.created_at, 'updatedAt', p.updated_at) from ${payments} p
        where p.id = coalesce(${sql.placeholder('paymentId')}::integer, (select c.id from ${payments} c where c.tag = 'cash' limit 1)))`,
      shopTexts: sql<ShopText[]>`coalesce((select json_agg(json_build_object('id', t.id, 'shopId', t.shop_id, 'locale', t.locale, 'title', t.title,
        'description', t.description, 'address', t.address)) from ${shopTranslations} t where t.shop_id = "shops"."id" and t.locale = any(${sql.placeholder('locales')})), '[]'::json)`,
      people: sql<ParticipantRow[]>`coalesce((select json_agg(json_build_object('id', u.id, 'userId', u.user_id, 'name', u.name) order by u.id)
        from ${userCarts} u where u.cart_id = ${sql.placeholder('cartId')}::integer), '[]'::json)`,
    })
    .from(shops)
    .where(eq(shops.id, sql.placeholder('shopId'))),
);

export interface ContextAsk {
  shopId: number;
  cartId: number;
  /** The delivery day (YYYY-MM-DD), checked against the shop's closed dates. */
  day: string;
  currencyId: number | undefined;
  /** The asked payment method; none → cash. */
  paymentId: number | undefined;
  /** The reader's language: the shop's texts of the answer are read here too (as shopTexts). */
  locale: string;
}

export async function checkoutContext(tx: Db, ask: ContextAsk) {
  const [row] = await contextQuery(tx, {
    shopId: ask.shopId,
    cartId: ask.cartId,
    day: ask.day,
    currencyId: ask.currencyId ?? null,
    paymentId: ask.paymentId ?? null,
    locales: wantedLocales(ask.locale),
  });
  const rows = row?.currencies ?? [];
  const p = row?.payment;
  return {
    settings: { autoApprove: row?.autoApprove === '1', phoneRequired: row?.phoneRequired === '1' },
    // As resolveCurrency: the asked one when active, else the default.
    currency: rows.find((c) => c.id === ask.currencyId) ?? rows.find((c) => c.default) ?? null,
    schedule: { days: row?.days ?? [], closed: row?.closed ?? false },
    payment: p ? { ...p, createdAt: new Date(p.createdAt), updatedAt: new Date(p.updatedAt) } : undefined,
    people: row?.people ?? [],
    shopTexts: pickEach(row?.shopTexts ?? [], (t) => t.shopId, ask.locale),
  };
}
