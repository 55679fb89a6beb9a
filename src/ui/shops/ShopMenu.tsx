import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useShell } from '../app/ShellContext';
import { CardsSkeleton, EmptyState, ErrorState } from '../content/States';
import { http } from '../http/browser';
import type { MenuCategory, Product } from '../types/api';
import { MenuFilters } from './MenuFilters';
import { ProductCard } from './ProductCard';
import { brandsQuery, menuQuery, type MenuFilter } from './queries';

export const MENU_GRID_SX = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** A category's own products then its children's, as one section. */
function productsOf(category: MenuCategory): Product[] {
  return [...(category.products ?? []), ...(category.children ?? []).flatMap((c) => c.products ?? [])];
}

/** The menu by category; sub-category and brand filters re-read it from the API, with skeletons meanwhile. */
export function ShopMenu({ id, onOpen }: { id: string; onOpen: (product: Product) => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [filter, setFilter] = useState<MenuFilter>({});
  const full = useQuery(menuQuery(http, locale, id));
  const filtered = useQuery({ ...menuQuery(http, locale, id, filter), placeholderData: keepPreviousData });
  const brands = useQuery(brandsQuery(http, locale, id));
  const sections = (filtered.data?.all ?? []).map((c) => ({ category: c, products: productsOf(c) })).filter((s) => s.products.length > 0);
  const loading = filtered.isPending || filtered.isPlaceholderData;
  return (
    <Box component="section" aria-labelledby="shop-menu-title" data-testid="shop-menu">
      <Typography id="shop-menu-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
        {t('shop.menu')}
      </Typography>
      <MenuFilters categories={full.data?.all ?? []} brands={brands.data?.data ?? []} filter={filter} onChange={setFilter} />
      {loading ? (
        <Box sx={{ ...MENU_GRID_SX, mt: 2 }}>
          <CardsSkeleton count={8} />
        </Box>
      ) : filtered.isError ? (
        <ErrorState error={filtered.error} onRetry={() => void filtered.refetch()} />
      ) : sections.length === 0 ? (
        <EmptyState title={t('shop.products.empty')} />
      ) : (
        sections.map(({ category, products }) => (
          <Box key={category.id} component="section" id={`category-${category.id}`} aria-labelledby={`category-title-${category.id}`} sx={{ mt: 3, scrollMarginTop: 120 }}>
            <Typography id={`category-title-${category.id}`} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              {category.translation?.title ?? ''}
            </Typography>
            <Box sx={MENU_GRID_SX}>
              {products.map((product) => (
                <ProductCard key={product.id} product={product} onOpen={onOpen} />
              ))}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}
