import { number, object, string } from 'yup';
import type { ParcelPoint } from './types';

/** The parcel checkout's values, their rules (formik + yup, messages translated) and the API body. */

export interface PartyValues {
  name: string;
  phone: string;
  point: (ParcelPoint & { address: string }) | null;
  house: string;
}

export interface ParcelValues {
  typeId: number | null;
  from: PartyValues;
  to: PartyValues;
  date: string;
  time: string;
  description: string;
  note: string;
  paymentId: number | null;
}

const party = (): PartyValues => ({ name: '', phone: '', point: null, house: '' });

export const emptyParcel = (date: string): ParcelValues => ({ typeId: null, from: party(), to: party(), date, time: '12:00', description: '', note: '', paymentId: null });

type T = (key: string, options?: Record<string, unknown>) => string;

const PHONE = /^\+?[0-9 ().-]{8,24}$/;

const partySchema = (t: T) =>
  object({
    name: string().trim().required(t('validation.required')).max(100, t('validation.max.length', { count: 100 })),
    phone: string().trim().required(t('validation.phone.required')).matches(PHONE, t('validation.phone.invalid')),
    point: object().nullable().required(t('parcel.address.required')),
    house: string().max(255, t('validation.max.length', { count: 255 })),
  });

export const parcelSchema = (t: T, today: string) =>
  object({
    typeId: number().nullable().required(t('parcel.type.required')),
    from: partySchema(t),
    to: partySchema(t),
    date: string().required(t('validation.required')).test('future', t('parcel.past.date'), (v) => !v || v >= today),
    time: string().required(t('validation.required')).matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, t('validation.required')),
    description: string().max(1000, t('validation.max.length', { count: 1000 })),
    note: string().max(1000, t('validation.max.length', { count: 1000 })),
    paymentId: number().nullable().required(t('validation.choose.payment.method')),
  });

const point = (p: PartyValues) => ({ latitude: p.point!.latitude, longitude: p.point!.longitude, address: p.point!.address, house: p.house.trim() || undefined });

/** The POST body; cash and wallet pay at once (`payment_id`), a card is paid after (order-{tag}-process). */
export function parcelBody(v: ParcelValues, payInline: boolean) {
  return {
    type_id: v.typeId,
    phone_from: v.from.phone.trim(),
    username_from: v.from.name.trim(),
    address_from: point(v.from),
    phone_to: v.to.phone.trim(),
    username_to: v.to.name.trim(),
    address_to: point(v.to),
    delivery_date: v.date,
    delivery_time: v.time,
    description: v.description.trim() || undefined,
    note: v.note.trim() || undefined,
    payment_id: payInline ? (v.paymentId ?? undefined) : undefined,
  };
}
