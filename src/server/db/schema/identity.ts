// Users, roles, authentication (tokens, OTP codes, rate limits, idempotency), addresses.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applicationStatuses, genders, idempotencyStatuses, otpChannels, otpPurposes } from './enums';
import { currencies, languages } from './i18n';
import type { AddressDetails, DriverAvailability, GeoPoint } from './types';
import { createdAt, id, inList, publicUuid, timestamps } from './columns';

/** Role names (user, seller, moderator, deliveryman, waiter, cook, manager, admin); seeded by the init migration. */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    uuid: publicUuid(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    /** Always stored lowercased. */
    email: text('email').unique(),
    /** E.164: '+' followed by digits. */
    phone: text('phone').unique(),
    birthday: date('birthday'),
    gender: text('gender').default('male'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    img: text('img'),
    passwordHash: text('password_hash'),
    myReferral: text('my_referral').notNull().unique(),
    /** The referrer's `my_referral` code. */
    referral: text('referral'),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    languageId: integer('language_id').references(() => languages.id, { onDelete: 'set null' }),
    role: text('role')
      .notNull()
      .default('user')
      .references(() => roles.name, { onUpdate: 'cascade' }),
    firebaseTokens: jsonb('firebase_tokens').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    index('users_referral_idx').on(t.referral),
    index('users_currency_id_idx').on(t.currencyId),
    index('users_language_id_idx').on(t.languageId),
    index('users_created_at_idx').on(t.createdAt),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('users_phone_e164_check', sql`${t.phone} ~ '^\\+[0-9]{6,15}$'`),
    check('users_gender_check', inList(t.gender, genders)),
  ],
);

/** Bearer tokens (`<id>|<random>`); only a hash of the random part is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull().default('web'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_user_id_idx').on(t.userId),
    uniqueIndex('auth_tokens_token_hash_idx').on(t.tokenHash),
    index('auth_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/** Server-side one-time codes; `id` is the `verifyId` handed to the client. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    /** Phone (E.164) or lowercased email. */
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_target_purpose_idx').on(t.target, t.purpose),
    index('otp_codes_expires_at_idx').on(t.expiresAt),
    check('otp_codes_channel_check', inList(t.channel, otpChannels)),
    check('otp_codes_purpose_check', inList(t.purpose, otpPurposes)),
    check('otp_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Fixed-window counters keyed by e.g. `otp:sms:+15550001111` or `login:ip:1.2.3.4`. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** `Idempotency-Key` records for money-moving POSTs (first response is replayed). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_status_check', inList(t.status, idempotencyStatuses)),
  ],
);

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    address: jsonb('address').$type<AddressDetails>().notNull().default({}),
    /** Stored as an object; the API accepts and returns the web's `[lat, lng]` form. */
    location: jsonb('location').$type<GeoPoint>().notNull(),
    /** The user's default address. */
    active: boolean('active').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('user_addresses_user_id_idx').on(t.userId, t.active)],
);

/** Social sign-in identities (google, facebook, apple, github). */
export const socialProviders = pgTable(
  'social_providers',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    avatar: text('avatar'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('social_providers_provider_id_idx').on(t.provider, t.providerId),
    index('social_providers_user_id_idx').on(t.userId),
  ],
);

/** Delivery-driver applications (API addition); an admin accepts and grants the deliveryman role. */
export const deliverymanApplications = pgTable(
  'deliveryman_applications',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname'),
    phone: text('phone').notNull(),
    email: text('email'),
    vehicleType: text('vehicle_type'),
    /** Driving licence, checked by staff before accepting (storefront /deliver form). */
    licenceNumber: text('licence_number'),
    licenceExpiry: date('licence_expiry'),
    /** Where the applicant wants to deliver, free text ("Downtown, Dupont Circle"). */
    workingArea: text('working_area'),
    availability: jsonb('availability').$type<DriverAvailability>(),
    note: text('note'),
    status: text('status').notNull().default('new'),
    statusNote: text('status_note'),
    ...timestamps(),
  },
  (t) => [
    index('deliveryman_applications_user_id_idx').on(t.userId),
    index('deliveryman_applications_status_idx').on(t.status),
    check('deliveryman_applications_status_check', inList(t.status, applicationStatuses)),
  ],
);
