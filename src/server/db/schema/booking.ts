// Table reservations: per-shop booking settings, sections (zones), tables, user bookings
// and the booking schedule.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookingStatuses, weekDays } from './enums';
import { users } from './identity';
import { shops } from './shops';
import { id, inList, locale, timestamps } from './columns';

/** Per-shop booking configuration. */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Maximum reservation length, minutes. */
    maxTime: integer('max_time').notNull().default(60),
    /** "HH:mm". */
    startTime: text('start_time'),
    endTime: text('end_time'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('bookings_shop_id_idx').on(t.shopId),
    check('bookings_max_time_check', sql`${t.maxTime} > 0`),
  ],
);

/** Dining areas ("zones"). */
export const shopSections = pgTable(
  'shop_sections',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    area: text('area'),
    img: text('img'),
    ...timestamps(),
  },
  (t) => [index('shop_sections_shop_id_idx').on(t.shopId)],
);

export const shopSectionTranslations = pgTable(
  'shop_section_translations',
  {
    id: id(),
    shopSectionId: integer('shop_section_id')
      .notNull()
      .references(() => shopSections.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('shop_section_translations_shop_section_id_locale_idx').on(t.shopSectionId, t.locale)],
);

export const tables = pgTable(
  'tables',
  {
    id: id(),
    name: text('name').notNull(),
    shopSectionId: integer('shop_section_id')
      .notNull()
      .references(() => shopSections.id, { onDelete: 'cascade' }),
    chairCount: integer('chair_count').notNull().default(1),
    /** Percent, like shop and product tax. */
    tax: doublePrecision('tax').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('tables_shop_section_id_idx').on(t.shopSectionId, t.active),
    check('tables_chair_count_check', sql`${t.chairCount} > 0`),
    check('tables_tax_check', sql`${t.tax} between 0 and 100`),
  ],
);

export const userBookings = pgTable(
  'user_bookings',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    status: text('status').notNull().default('new'),
    /** Number of guests. */
    guest: integer('guest'),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('user_bookings_booking_id_idx').on(t.bookingId),
    index('user_bookings_user_id_idx').on(t.userId, t.createdAt),
    index('user_bookings_table_id_idx').on(t.tableId, t.startDate),
    index('user_bookings_status_idx').on(t.status),
    check('user_bookings_status_check', inList(t.status, bookingStatuses)),
    check('user_bookings_period_check', sql`${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
    check('user_bookings_guest_check', sql`${t.guest} is null or ${t.guest} > 0`),
  ],
);

/** Reservation hours per weekday; `from`/`to` are "H-mm" like shop_working_days. */
export const shopBookingWorkingDays = pgTable(
  'shop_booking_working_days',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    from: text('from').notNull().default('9-00'),
    to: text('to').notNull().default('21-00'),
    disabled: boolean('disabled').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shop_booking_working_days_shop_id_day_idx').on(t.shopId, t.day),
    check('shop_booking_working_days_day_check', inList(t.day, weekDays)),
    check(
      'shop_booking_working_days_time_check',
      sql`${t.from} ~ '^[0-9]{1,2}-[0-9]{2}$' and ${t.to} ~ '^[0-9]{1,2}-[0-9]{2}$'`,
    ),
  ],
);

export const shopBookingClosedDates = pgTable(
  'shop_booking_closed_dates',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('shop_booking_closed_dates_shop_id_day_idx').on(t.shopId, t.day)],
);
