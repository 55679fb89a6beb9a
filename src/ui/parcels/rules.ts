import { number, object, string } from 'yup';

/** The parcel checkout's rules (yup, messages translated): loaded with the form's first validation. */

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
