import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'next-i18next/pages';
import type { Brand, MenuCategory } from '../types/api';
import type { MenuFilter } from './queries';

const ROW_SX = { display: 'flex', gap: 1, overflowX: 'auto', pb: 1, scrollbarWidth: 'thin' } as const;

/** Jump links to the categories, then the sub-category and brand filters (API params category_id, brand_ids). */
export function MenuFilters({ categories, brands, filter, onChange }: { categories: MenuCategory[]; brands: Brand[]; filter: MenuFilter; onChange: (f: MenuFilter) => void }) {
  const { t } = useTranslation();
  const subs = categories.flatMap((c) => c.children ?? []);
  return (
    <Box sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.default', py: 1, display: 'grid', gap: 0.5 }}>
      <Box component="nav" aria-label={t('shop.categories')} sx={ROW_SX} data-testid="category-anchors">
        {categories.map((c) => (
          <Chip key={c.id} component="a" href={`#category-${c.id}`} clickable label={c.translation?.title ?? ''} color="primary" variant="outlined" />
        ))}
      </Box>
      {subs.length ? (
        <Box role="group" aria-label={t('shop.filter.subcategories')} sx={ROW_SX} data-testid="subcategory-chips">
          <Chip label={t('shop.all.products')} clickable color={filter.categoryId ? 'default' : 'primary'} onClick={() => onChange({ ...filter, categoryId: undefined })} />
          {subs.map((c) => (
            <Chip
              key={c.id}
              label={c.translation?.title ?? ''}
              clickable
              aria-pressed={filter.categoryId === c.id}
              color={filter.categoryId === c.id ? 'primary' : 'default'}
              onClick={() => onChange({ ...filter, categoryId: filter.categoryId === c.id ? undefined : c.id })}
            />
          ))}
        </Box>
      ) : null}
      {brands.length ? (
        <Box role="group" aria-label={t('shop.brands')} sx={ROW_SX} data-testid="brand-chips">
          {brands.map((b) => (
            <Chip
              key={b.id}
              label={b.title}
              clickable
              variant="outlined"
              aria-pressed={filter.brandId === b.id}
              color={filter.brandId === b.id ? 'secondary' : 'default'}
              onClick={() => onChange({ ...filter, brandId: filter.brandId === b.id ? undefined : b.id })}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
