import { z } from 'zod';

/** Shared field rules of API v1 requests: one definition per kind of input. */

const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const BIDI_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/;

/** Trimmed, NFC-normalised text of bounded length with no control or bidi-override characters. */
export const text = (max = 255, min = 1) =>
  z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(min, min === 1 ? 'Required' : `Must be at least ${min} characters`)
        .max(max, `Must be at most ${max} characters`)
        .refine((s) => !CONTROL_CHARS.test(s) && !BIDI_OVERRIDES.test(s), 'Contains characters that are not allowed'),
    );

/** Email lowercased after NFKC normalisation. */
export const email = () =>
  z
    .string()
    .transform((s) => s.normalize('NFKC').trim().toLowerCase())
    .pipe(z.email('The email must be a valid email address.').max(191));

/**
 * Phone in any common notation ("+1 (555) 010-0000", "15550100000", "0015550100000") → E.164 "+15550100000".
 * 8 to 15 digits; anything with letters is invalid.
 */
export const phone = () =>
  z
    .union([z.string(), z.number().int().positive()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(/^\+?[0-9 ().-]{8,24}$/, 'Phone number is invalid')
        .transform((s) => s.replace(/\D/g, '').replace(/^00/, ''))
        .pipe(z.string().regex(/^[1-9][0-9]{7,14}$/, 'Phone number is invalid'))
        .transform((digits) => `+${digits}`),
    );

export const password = () =>
  z.string().min(6, 'Password should contain at least 6 characters').max(128, 'Must be at most 128 characters');

/** A positive integer id, from a path segment, a query value or JSON. */
export const id = () =>
  z
    .union([z.number(), z.string().regex(/^[0-9]{1,12}$/, 'Must be a positive integer')])
    .transform(Number)
    .pipe(z.number().int('Must be a positive integer').positive('Must be a positive integer').max(2_147_483_647));

export const uuid = () => z.uuid('Must be a UUID');

/** 6-digit one-time code. */
export const otpCode = () => z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^[0-9]{6}$/, 'Wrong verification code'));

export const gender = () => z.enum(['male', 'female']);

/** YYYY-MM-DD that is a real calendar date. */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date YYYY-MM-DD')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'Must be a real date');

/** Query flags arrive as "1"/"0"/"true"/"false". */
export const flag = () =>
  z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');

// Up to 17 decimals: what String(number) gives for any double (e.g. "38.912042400000004").
const decimal = /^-?\d{1,3}(\.\d{1,17})?$/;

/** A coordinate from the query string or JSON: a decimal number within ±max (an empty value is not 0). */
export const coordinate = (max: number) =>
  z
    .union([z.number(), z.string().regex(decimal, 'Must be a number')])
    .transform(Number)
    .pipe(z.number().min(-max, `Must be between -${max} and ${max}`).max(max, `Must be between -${max} and ${max}`));

/**
 * `address[latitude]=..&address[longitude]=..`: a point, both coordinates required once an address is sent.
 * Every route that takes a place uses this one (shop lists, zone check, product search, ads, stories, cart).
 */
export const address = z.object({ latitude: coordinate(90), longitude: coordinate(180) });
export type AddressPoint = z.infer<typeof address>;

export const pagination = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
};

/** Query keys every route tolerates (the client adds `lang` everywhere, most calls pass `currency_id`). */
export const commonQuery = {
  lang: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, 'Unknown language').optional(),
  currency_id: id().optional(),
};
