// Languages, UI translations, currencies and admin settings.
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencyPositions, translationGroups } from './enums';
import { id, inList, timestamps } from './columns';

export const languages = pgTable(
  'languages',
  {
    id: id(),
    title: text('title').notNull(),
    locale: text('locale').notNull().unique(),
    /** Right-to-left script. */
    backward: boolean('backward').notNull().default(false),
    default: boolean('default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    img: text('img'),
  },
  (t) => [uniqueIndex('languages_single_default_idx').on(t.default).where(sql`${t.default}`)],
);

/** UI strings served by `rest/translations/paginate` (flat `{key: value}` per locale). */
export const translations = pgTable(
  'translations',
  {
    id: id(),
    locale: text('locale').notNull(),
    group: text('group').notNull().default('translation'),
    key: text('key').notNull(),
    value: text('value').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    uniqueIndex('translations_locale_group_key_idx').on(t.locale, t.group, t.key),
    check('translations_group_check', inList(t.group, translationGroups)),
  ],
);

/**
 * Amounts are stored in the default currency (rate 1); responses multiply by `rate`.
 * At most one row is the default.
 */
export const currencies = pgTable(
  'currencies',
  {
    id: id(),
    symbol: text('symbol').notNull(),
    title: text('title').notNull(),
    rate: doublePrecision('rate').notNull().default(1),
    position: text('position').notNull().default('before'),
    default: boolean('default').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('currencies_single_default_idx').on(t.default).where(sql`${t.default}`),
    check('currencies_position_check', inList(t.position, currencyPositions)),
    check('currencies_rate_check', sql`${t.rate} > 0 and (not ${t.default} or ${t.rate} = 1)`),
  ],
);

/** Admin settings as key/value strings (`rest/settings` returns every row). */
export const settings = pgTable('settings', {
  id: id(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  ...timestamps(),
});

