import { omitFalsy } from '@/contract/format';
import type { shopTranslations } from '../../db/schema';
import type { LikedShop } from './queries';

/** One liked shop: the card fields the storefront's shop lists use (falsy optional fields omitted). */
export function presentLikedShop(row: LikedShop, t: typeof shopTranslations.$inferSelect | undefined) {
  return {
    id: row.id,
    uuid: row.uuid,
    logo_img: row.logoImg ?? undefined,
    background_img: row.backgroundImg ?? undefined,
    rating_avg: row.ratingAvg,
    translation: t
      ? omitFalsy({ id: t.id, locale: t.locale, title: t.title, description: t.description, address: t.address })
      : undefined,
  };
}
