// CMS content: blogs/news, careers, FAQ, static pages, landing page, privacy policy, terms.
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { blogTypes, pageTypes } from './enums';
import { users } from './identity';
import type { LandingPageData, PageButtons } from './types';
import { id, inList, locale, publicUuid, timestamps } from './columns';

/** Blog posts (`type` 'blog') and news / announcements (`type` 'notification'). */
export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    uuid: publicUuid(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('blog'),
    img: text('img'),
    active: boolean('active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('blogs_listing_idx').on(t.type, t.active, t.publishedAt),
    index('blogs_user_id_idx').on(t.userId),
    check('blogs_type_check', inList(t.type, blogTypes)),
  ],
);

export const blogTranslations = pgTable(
  'blog_translations',
  {
    id: id(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    shortDesc: text('short_desc'),
    description: text('description'),
  },
  (t) => [uniqueIndex('blog_translations_blog_id_locale_idx').on(t.blogId, t.locale)],
);

export const careers = pgTable(
  'careers',
  {
    id: id(),
    /** Category of type 'career'. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    location: text('location'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('careers_category_id_idx').on(t.categoryId), index('careers_active_idx').on(t.active)],
);

export const careerTranslations = pgTable(
  'career_translations',
  {
    id: id(),
    careerId: integer('career_id')
      .notNull()
      .references(() => careers.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
    address: text('address'),
  },
  (t) => [uniqueIndex('career_translations_career_id_locale_idx').on(t.careerId, t.locale)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    uuid: publicUuid(),
    type: text('type').notNull().default('web'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('faqs_type_active_idx').on(t.type, t.active)],
);

export const faqTranslations = pgTable(
  'faq_translations',
  {
    id: id(),
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    locale: locale(),
    question: text('question').notNull(),
    answer: text('answer'),
  },
  (t) => [uniqueIndex('faq_translations_faq_id_locale_idx').on(t.faqId, t.locale)],
);

/** Static pages (`rest/pages/{type}`), one row per type. */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    type: text('type').notNull().unique(),
    img: text('img'),
    bgImg: text('bg_img'),
    active: boolean('active').notNull().default(true),
    buttons: jsonb('buttons').$type<PageButtons>(),
    ...timestamps(),
  },
  (t) => [check('pages_type_check', inList(t.type, pageTypes))],
);

export const pageTranslations = pgTable(
  'page_translations',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('page_translations_page_id_locale_idx').on(t.pageId, t.locale)],
);

/** Landing pages (`rest/landing-pages/{type}`); `data` carries its own per-locale texts. */
export const landingPages = pgTable('landing_pages', {
  id: id(),
  type: text('type').notNull().unique(),
  data: jsonb('data').$type<LandingPageData>().notNull().default({}),
  ...timestamps(),
});

/** Privacy policy (`rest/policy`); the latest row is served. */
export const privacyPolicies = pgTable('privacy_policies', {
  id: id(),
  ...timestamps(),
});

export const privacyPolicyTranslations = pgTable(
  'privacy_policy_translations',
  {
    id: id(),
    privacyPolicyId: integer('privacy_policy_id').notNull(),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [
    foreignKey({
      name: 'privacy_policy_translations_privacy_policy_id_fk',
      columns: [t.privacyPolicyId],
      foreignColumns: [privacyPolicies.id],
    }).onDelete('cascade'),
    uniqueIndex('privacy_policy_translations_policy_id_locale_idx').on(t.privacyPolicyId, t.locale),
  ],
);

/** Terms and conditions (`rest/term`); the latest row is served. */
export const termConditions = pgTable('term_conditions', {
  id: id(),
  ...timestamps(),
});

export const termConditionTranslations = pgTable(
  'term_condition_translations',
  {
    id: id(),
    termConditionId: integer('term_condition_id').notNull(),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [
    foreignKey({
      name: 'term_condition_translations_term_condition_id_fk',
      columns: [t.termConditionId],
      foreignColumns: [termConditions.id],
    }).onDelete('cascade'),
    uniqueIndex('term_condition_translations_term_id_locale_idx').on(t.termConditionId, t.locale),
  ],
);
