import { useTranslation } from '@/ui/i18n/texts';
import type { Brand } from '../types/api';
import type { MenuSection } from './menu-data';
import type { MenuFilter } from './queries';
import css from './shop.module.css';

const chip = (...classes: (string | false | undefined)[]) => [css.chip, ...classes].filter(Boolean).join(' ');

/** Jump links to the categories, then the sub-category and brand filters (API params category_id, brand_ids). */
export function MenuFilters({ categories, brands, filter, onChange }: { categories: MenuSection[]; brands: Brand[]; filter: MenuFilter; onChange: (f: MenuFilter) => void }) {
  const { t } = useTranslation();
  const subs = categories.flatMap((c) => c.children ?? []);
  // Only the jump links stay in view (under the app header); the filter rows scroll away with the page.
  return (
    <>
      <nav aria-label={t('shop.categories')} className={`${css.chipRow} ${css.anchorBar}`} data-testid="category-anchors">
        {categories.map((c) => (
          <a key={c.id} href={`#category-${c.id}`} className={chip(css.chipOutlined, css.anchor)}>
            {c.translation?.title ?? ''}
          </a>
        ))}
      </nav>
      <div className={css.filters}>
        {subs.length ? (
          <div role="group" aria-label={t('shop.filter.subcategories')} className={css.chipRow} data-testid="subcategory-chips">
            <button type="button" className={chip(!filter.categoryId && css.chipPrimary)} onClick={() => onChange({ ...filter, categoryId: undefined })}>
              {t('shop.all.products')}
            </button>
            {subs.map((c) => (
              <button
                key={c.id}
                type="button"
                aria-pressed={filter.categoryId === c.id}
                className={chip(filter.categoryId === c.id && css.chipPrimary)}
                onClick={() => onChange({ ...filter, categoryId: filter.categoryId === c.id ? undefined : c.id })}
              >
                {c.translation?.title ?? ''}
              </button>
            ))}
          </div>
        ) : null}
        {brands.length ? (
          <div role="group" aria-label={t('shop.brands')} className={css.chipRow} data-testid="brand-chips">
            {brands.map((b) => (
              <button
                key={b.id}
                type="button"
                aria-pressed={filter.brandId === b.id}
                className={chip(css.chipOutlined, filter.brandId === b.id && css.brandOn)}
                onClick={() => onChange({ ...filter, brandId: filter.brandId === b.id ? undefined : b.id })}
              >
                {b.title}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}
