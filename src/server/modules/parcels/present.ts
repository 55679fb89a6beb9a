import { formatTimestamp, omitFalsy } from '@/contract/format';
import { toDisplay } from '@/lib/money';
import type { RequestInfo } from '../../http/route';
import { presentCurrency } from '../orders/present';
import type { ParcelRelations, ParcelRow, ParcelTypeRow } from './queries';

/** The contract's ParcelType and Parcel shapes (§3.11); money in the parcel's own currency (its rate). */

export interface OptionText {
  typeId: number;
  id: number;
  locale: string;
  title: string;
}

export function presentType(req: RequestInfo, t: ParcelTypeRow, options: OptionText[], rate = 1) {
  const own = options.filter((o) => o.typeId === t.id);
  const ids = [...new Set(own.map((o) => o.id))];
  return {
    id: t.id,
    type: t.type,
    img: t.img ?? undefined,
    min_width: t.minWidth,
    max_width: t.maxWidth,
    min_height: t.minHeight,
    max_height: t.maxHeight,
    min_length: t.minLength,
    max_length: t.maxLength,
    min_g: t.minG,
    max_g: t.maxG,
    price: toDisplay(t.price, rate),
    price_per_km: toDisplay(t.pricePerKm, rate),
    options: ids.map((id) => {
      const text = own.find((o) => o.id === id && o.locale === req.locale) ?? own.find((o) => o.id === id);
      return { id, translation: { locale: text?.locale, title: text?.title } };
    }),
  };
}

export function presentParcel(p: ParcelRow, rel: ParcelRelations) {
  const d = (m: number) => toDisplay(m, p.rate);
  const t = rel.payment;
  return {
    id: p.id,
    user_id: p.userId,
    status: p.status,
    type_id: p.typeId,
    type: rel.type ? { id: rel.type.id, type: rel.type.type } : undefined,
    currency_id: p.currencyId ?? undefined,
    currency: presentCurrency(rel.currency),
    rate: p.rate,
    total_price: d(p.totalPrice),
    km: p.km ?? undefined,
    address_from: p.addressFrom,
    phone_from: p.phoneFrom,
    username_from: p.usernameFrom,
    address_to: p.addressTo,
    phone_to: p.phoneTo,
    username_to: p.usernameTo,
    delivery_date: p.deliveryDate ?? undefined,
    delivery_time: p.deliveryTime ?? undefined,
    note: p.note ?? undefined,
    description: p.description ?? undefined,
    instructions: p.instructions ?? undefined,
    notify: p.notify,
    img: p.img ?? undefined,
    deliveryman: rel.deliveryman ? omitFalsy({ id: rel.deliveryman.id, firstname: rel.deliveryman.firstname, lastname: rel.deliveryman.lastname }) : undefined,
    transaction: t
      ? { id: t.tx.id, price: d(t.tx.price), status: t.tx.status, payment_sys_id: t.tx.paymentSysId ?? undefined, payment_system: t.tag ? { id: t.tx.paymentSysId, tag: t.tag } : undefined }
      : undefined,
    review: rel.review ? omitFalsy({ id: rel.review.id, rating: rel.review.rating, comment: rel.review.comment, created_at: formatTimestamp(rel.review.createdAt) }) : null,
    created_at: formatTimestamp(p.createdAt),
    updated_at: formatTimestamp(p.updatedAt),
  };
}
