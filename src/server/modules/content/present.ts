import { formatTimestamp, omitFalsy } from '@/contract/format';
import type {
  blogs,
  blogTranslations,
  careerTranslations,
  categoryTranslations,
  faqs,
  faqTranslations,
  pages,
  pageTranslations,
} from '../../db/schema';
import type { CareerRow } from './queries';

/** Response shapes of the content routes (contract §3.4); falsy scalars are omitted like Laravel resources. */

type Blog = typeof blogs.$inferSelect;
type Faq = typeof faqs.$inferSelect;
type Page = typeof pages.$inferSelect;
type Text = { id: number; locale: string; title: string; description: string | null };

const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: formatTimestamp(row.createdAt),
  updated_at: formatTimestamp(row.updatedAt),
});

/** `{id, locale, title, description}`: the shape of page, policy and term texts. */
export const presentText = (t: Text | undefined) =>
  t ? omitFalsy({ id: t.id, locale: t.locale, title: t.title, description: t.description }) : undefined;

export function presentBlog(row: Blog, t: typeof blogTranslations.$inferSelect | undefined) {
  return {
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    img: row.img ?? undefined,
    published_at: formatTimestamp(row.publishedAt),
    active: row.active,
    ...stamps(row),
    translation: t
      ? omitFalsy({ id: t.id, locale: t.locale, title: t.title, short_desc: t.shortDesc, description: t.description })
      : undefined,
  };
}

export function presentCareer(
  { career, category }: CareerRow,
  t: typeof careerTranslations.$inferSelect | undefined,
  categoryText: typeof categoryTranslations.$inferSelect | undefined,
) {
  return {
    id: career.id,
    category_id: career.categoryId ?? undefined,
    location: career.location ?? undefined,
    active: career.active,
    ...stamps(career),
    category: category
      ? { id: category.id, uuid: category.uuid, type: category.type, img: category.img ?? undefined, active: category.active, translation: presentText(categoryText) }
      : undefined,
    translation: t
      ? omitFalsy({ id: t.id, locale: t.locale, title: t.title, description: t.description, address: t.address })
      : undefined,
  };
}

export function presentFaq(row: Faq, t: typeof faqTranslations.$inferSelect | undefined) {
  return {
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    active: row.active,
    ...stamps(row),
    translation: t ? omitFalsy({ id: t.id, locale: t.locale, question: t.question, answer: t.answer }) : undefined,
  };
}

export function presentPage(row: Page, t: typeof pageTranslations.$inferSelect | undefined) {
  return {
    id: row.id,
    type: row.type,
    img: row.img ?? undefined,
    bg_img: row.bgImg ?? undefined,
    active: row.active,
    buttons: row.buttons ?? undefined,
    ...stamps(row),
    translation: presentText(t),
  };
}
