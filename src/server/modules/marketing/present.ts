import { formatTimestamp, omitFalsy } from '@/contract/format';
import type { bannerTranslations, banners } from '../../db/schema';

/** The Banner shape (contract §3.4), shared by banners and ads. */

type Banner = typeof banners.$inferSelect;

export function presentBanner(row: Banner, t: typeof bannerTranslations.$inferSelect | undefined) {
  return {
    id: row.id,
    url: row.url ?? undefined,
    img: row.img ?? undefined,
    active: row.active,
    clickable: row.clickable,
    type: row.type,
    likes: row.likes,
    expired_at: formatTimestamp(row.expiredAt),
    created_at: formatTimestamp(row.createdAt),
    updated_at: formatTimestamp(row.updatedAt),
    translation: t
      ? omitFalsy({ id: t.id, locale: t.locale, title: t.title, description: t.description, button_text: t.buttonText })
      : undefined,
  };
}
