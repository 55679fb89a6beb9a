import { z } from 'zod';
import { CLOCK_TIME, LICENCE_NUMBER, LICENCE_NUMBER_MAX, VEHICLE_TYPES, WEEK_DAYS, WORKING_AREA_MAX } from '../applications';
import { coordinate, id, isoDate, phone, text } from './fields';

/**
 * Request shapes of the seller application ("be-seller", `dashboard/user/shops`, contract §3 shops), the
 * delivery-driver application (contract §0.8 addition) and the admin answers to both.
 */

const LANGUAGE_KEY = /^[a-z]{2}(-[A-Za-z]{2,4})?$/;

/** `{en: "…", ar: "…"}`: text per language, one language at least. */
const localized = (max: number) =>
  z
    .record(z.string().regex(LANGUAGE_KEY, 'Keys are language codes'), text(max))
    .refine((v) => Object.keys(v).length >= 1 && Object.keys(v).length <= 20, 'Give the text in one language at least');

/** A non-negative amount or percent, number or number-like string (Foodyman clients send strings). */
const amount = (max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, 'Must be a number')])
    .transform(Number)
    .pipe(z.number().min(0, 'Must not be negative').max(max, `Must be at most ${max}`));

const smallCount = z
  .union([z.number(), z.string().regex(/^\d{1,3}$/, 'Must be a whole number')])
  .transform(Number)
  .pipe(z.number().int('Must be a whole number').min(0).max(999));

const uploadedImage = z.string().max(500).regex(/^(\/storage\/images\/|https:\/\/)/, 'Must be an uploaded image URL');

export const sellerApplicationBody = z.strictObject({
  type: z.enum(['shop', 'restaurant']),
  title: localized(100),
  description: localized(1000).optional(),
  address: localized(255).optional(),
  phone: phone(),
  /** [logo, background]. */
  images: z.array(uploadedImage).max(2).optional(),
  location: z.object({ latitude: coordinate(90), longitude: coordinate(180) }).optional(),
  categories: z.array(id()).max(20).optional(),
  tags: z.array(id()).max(20).optional(),
  price: amount(1_000_000).optional(),
  price_per_km: amount(1_000_000).optional(),
  min_amount: amount(1_000_000).optional(),
  tax: amount(100).optional(),
  delivery_time_type: z.enum(['minute', 'hour', 'day', 'month']).optional(),
  delivery_time_from: smallCount.optional(),
  delivery_time_to: smallCount.optional(),
  /** Sent by Foodyman clients; the shop always belongs to the caller. */
  user_id: id().optional(),
});

const clockTime = z.string().regex(CLOCK_TIME, 'Must be a time HH:MM');

export const driverApplicationBody = z.strictObject({
  vehicle_type: z.enum(VEHICLE_TYPES),
  licence_number: text(LICENCE_NUMBER_MAX).pipe(z.string().regex(LICENCE_NUMBER, 'Letters, digits, spaces and dashes only')),
  licence_expiry: isoDate(),
  working_area: text(WORKING_AREA_MAX),
  availability: z
    .strictObject({
      days: z.array(z.enum(WEEK_DAYS)).min(1, 'Choose a day at least').max(7),
      from: clockTime,
      to: clockTime,
    })
    .refine((v) => v.from < v.to, { message: 'The end must be after the start', path: ['to'] }),
  /** Defaults to the account's phone; required when the account has none. */
  phone: phone().optional(),
  note: text(1000).optional(),
});

export const applicationParams = z.object({ id: id() });

export const shopStatusBody = z.strictObject({ status: z.enum(['approved', 'rejected']), status_note: text(500).optional() });
export const driverStatusBody = z.strictObject({ status: z.enum(['accepted', 'rejected']), status_note: text(500).optional() });
