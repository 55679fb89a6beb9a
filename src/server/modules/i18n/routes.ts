import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { commonQuery } from '@/contract/schemas/fields';
import { currencies, languages, translations } from '../../db/schema';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';

const publicCache = { 'Cache-Control': 'public, max-age=60' };

export const i18nRoutes = [
  defineRoute({
    method: 'GET',
    path: '/rest/languages/active',
    summary: 'Active languages (backward = right-to-left)',
    tag: 'i18n',
    auth: 'none',
    query: z.object(commonQuery),
    handler: async ({ ctx }) => {
      const rows = await ctx.db.select().from(languages).where(eq(languages.active, true)).orderBy(asc(languages.id));
      return json(success(rows.map((l) => ({ id: l.id, title: l.title, locale: l.locale, backward: l.backward ? 1 : 0, default: l.default ? 1 : 0, active: 1, img: l.img ?? undefined }))), { headers: publicCache });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/rest/currencies/active',
    summary: 'Active currencies; the default one has rate 1',
    tag: 'i18n',
    auth: 'none',
    query: z.object(commonQuery),
    handler: async ({ ctx }) => {
      const rows = await ctx.db.select().from(currencies).where(eq(currencies.active, true)).orderBy(asc(currencies.id));
      return json(success(rows.map((c) => ({ id: c.id, symbol: c.symbol, title: c.title, rate: c.rate, default: c.default, position: c.position, active: c.active }))), { headers: publicCache });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/rest/translations/paginate',
    summary: 'Flat {key: text} bundle of one language (group translation by default, or errors)',
    tag: 'i18n',
    auth: 'none',
    query: z.object({ ...commonQuery, group: z.enum(['translation', 'errors']).default('translation') }),
    handler: async ({ ctx, query }) => {
      const locale = query.lang ?? 'en';
      const rows = await ctx.db
        .select({ key: translations.key, value: translations.value })
        .from(translations)
        .where(and(eq(translations.locale, locale), eq(translations.group, query.group), eq(translations.status, true)));
      return json(success(Object.fromEntries(rows.map((r) => [r.key, r.value]))), { headers: publicCache });
    },
  }),
];
