import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { memo, useMemo, useState } from 'react';
import { HydrateLater } from '../app/HydrateLater';
import { useShell } from '../app/ShellContext';
import { CardsSkeleton } from '../content/Skeletons';
import { http } from '../http/browser';
import type { MenuProduct, MenuSection } from './menu-data';
import { MenuFilters } from './MenuFilters';
import { ProductCard } from './ProductCard';
import { brandsQuery, menuQuery, type MenuFilter } from './queries';
import css from './shop.module.css';
import { EmptyState, ErrorState } from './lazy-states';

/**
 * Sections hydrated right after the page's shell; the rest hydrate when near the screen. All are kept HTML
 * (ADR 0054): the first section alone was ~2/3 of a signed-in render's markup.
 */
const EAGER_SECTIONS = 2;

interface Section {
  category: MenuSection;
  products: MenuProduct[];
}

/** A category's own products then its children's, as one section. */
function productsOf(category: MenuSection): MenuProduct[] {
  return [...(category.products ?? []), ...(category.children ?? []).flatMap((c) => c.products ?? [])];
}

function CategorySection({ category, products, onOpen }: Section & { onOpen: (product: MenuProduct) => void }) {
  return (
    <section id={`category-${category.id}`} aria-labelledby={`category-title-${category.id}`} className={css.category}>
      <h3 id={`category-title-${category.id}`} className={css.h3}>
        {category.translation?.title ?? ''}
      </h3>
      <div className={css.grid}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} onOpen={onOpen} />
        ))}
      </div>
    </section>
  );
}

/** Memoised so the filter rows' updates never re-render (and so force-hydrate) the sections waiting to hydrate. */
const MenuSections = memo(function MenuSections({ sections, onOpen }: { sections: Section[]; onOpen: (product: MenuProduct) => void }) {
  return sections.map((section, i) => (
    <HydrateLater key={section.category.id} soon={i < EAGER_SECTIONS}>
      <CategorySection {...section} onOpen={onOpen} />
    </HydrateLater>
  ));
});

/** The menu by category; sub-category and brand filters re-read it from the API, with skeletons meanwhile. */
export function ShopMenu({ id, onOpen }: { id: string; onOpen: (product: MenuProduct) => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [filter, setFilter] = useState<MenuFilter>({});
  const full = useQuery(menuQuery(http, locale, id));
  const filtered = useQuery({ ...menuQuery(http, locale, id, filter), placeholderData: keepPreviousData });
  const brands = useQuery(brandsQuery(http, locale, id));
  const sections = useMemo(() => (filtered.data?.all ?? []).map((c) => ({ category: c, products: productsOf(c) })).filter((s) => s.products.length > 0), [filtered.data]);
  const loading = filtered.isPending || filtered.isPlaceholderData;
  return (
    <section aria-labelledby="shop-menu-title" data-testid="shop-menu">
      <h2 id="shop-menu-title" className={`${css.h2} ${css.menuTitle}`}>
        {t('shop.menu')}
      </h2>
      <MenuFilters categories={full.data?.all ?? []} brands={brands.data?.data ?? []} filter={filter} onChange={setFilter} />
      {loading ? (
        <div className={`${css.grid} ${css.gridLoading}`}>
          <CardsSkeleton count={8} />
        </div>
      ) : filtered.isError ? (
        <ErrorState error={filtered.error} onRetry={() => void filtered.refetch()} />
      ) : sections.length === 0 ? (
        <EmptyState title={t('shop.products.empty')} />
      ) : (
        <MenuSections sections={sections} onOpen={onOpen} />
      )}
    </section>
  );
}
