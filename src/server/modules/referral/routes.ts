import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { commonQuery } from '@/contract/schemas/fields';
import { formatTimestamp, omitFalsy } from '@/contract/format';
import { toDisplay } from '@/lib/money';
import { referralTranslations } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import { pickTranslation, wantedLocales } from '../i18n/translation';
import { resolveCurrency } from '../users/queries';
import { runningProgramme } from './programme';

export const referralRoutes = [
  defineRoute({
    method: 'GET',
    path: '/rest/referral',
    summary: 'The running referral programme (404 when referral_active is off or none is valid)',
    tag: 'referral',
    auth: 'none',
    query: z.object(commonQuery),
    handler: async ({ ctx, req, query }) => {
      const row = await runningProgramme(ctx.db, ctx.clock.now());
      if (!row) throw notFound();
      const texts = await ctx.db
        .select()
        .from(referralTranslations)
        .where(and(eq(referralTranslations.referralId, row.id), inArray(referralTranslations.locale, wantedLocales(req.locale))));
      const t = pickTranslation(texts, req.locale);
      const currency = await resolveCurrency(ctx.db, query.currency_id);
      const rate = currency?.rate ?? 1;
      return json(
        success({
          id: row.id,
          img: row.img ?? undefined,
          price_from: toDisplay(row.priceFrom ?? 0, rate),
          price_to: toDisplay(row.priceTo ?? 0, rate),
          expired_at: formatTimestamp(row.expiredAt),
          translation: t ? omitFalsy({ id: t.id, locale: t.locale, title: t.title, description: t.description, faq: t.faq }) : undefined,
        }),
      );
    },
  }),
];
