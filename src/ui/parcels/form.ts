import type { ParcelPoint } from './types';

/** The parcel checkout's values and the API body; the rules (yup) are in ./rules, loaded on first validation. */

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
