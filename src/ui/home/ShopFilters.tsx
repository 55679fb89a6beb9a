import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { clearFilter, selectFilter, setCategory, setGroup, setNewest, setOrderBy } from '../store/slices/filter';
import { activeFilterCount, ORDER_BY } from './params';
import { categoriesQuery } from './queries';

/** Shop-list filters (spec §3): category chips and "Newest" exclude each other; sort; toggles; clear all. */
export function ShopFilters() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectFilter);
  const categories = useQuery(categoriesQuery(http, locale)).data ?? [];
  const chipRow = { display: 'flex', gap: 1, overflowX: 'auto', pb: 1, scrollbarWidth: 'thin' } as const;
  return (
    <Box data-testid="shop-filters" sx={{ display: 'grid', gap: 1.5, mb: 2, minWidth: 0 }}>
      <Box sx={chipRow} role="group" aria-label={t('filter.category')}>
        <Chip
          label={t('filter.newest')}
          data-testid="filter-newest"
          aria-pressed={filter.newest}
          color={filter.newest ? 'primary' : 'default'}
          variant={filter.newest ? 'filled' : 'outlined'}
          onClick={() => dispatch(setNewest(!filter.newest))}
        />
        {categories.map((category) => {
          const on = filter.category_id === category.id;
          return (
            <Chip
              key={category.id}
              label={category.translation?.title ?? category.uuid}
              data-testid="filter-category"
              aria-pressed={on}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => dispatch(setCategory(on ? null : category.id))}
            />
          );
        })}
      </Box>
      <Box sx={{ ...chipRow, alignItems: 'center', flexWrap: { xs: 'nowrap', md: 'wrap' } }}>
        <TextField
          select
          size="small"
          label={t('filter.order.by')}
          value={filter.newest ? 'new' : (filter.order_by ?? '')}
          onChange={(e) => (e.target.value === 'new' ? dispatch(setNewest(true)) : (dispatch(setNewest(false)), dispatch(setOrderBy(e.target.value || null))))}
          sx={{ minWidth: 170, flexShrink: 0 }}
          slotProps={{ htmlInput: { 'data-testid': 'filter-sort' } }}
        >
          <MenuItem value="">{t('common.all')}</MenuItem>
          {ORDER_BY.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`filter.order_by.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <Chip label={t('filter.free.delivery')} data-testid="filter-free" aria-pressed={Boolean(filter.group.free_delivery)} color={filter.group.free_delivery ? 'primary' : 'default'} variant={filter.group.free_delivery ? 'filled' : 'outlined'} onClick={() => dispatch(setGroup({ free_delivery: filter.group.free_delivery ? undefined : true }))} />
        <Chip label={t('filter.open.now')} data-testid="filter-open" aria-pressed={Boolean(filter.group.open)} color={filter.group.open ? 'primary' : 'default'} variant={filter.group.open ? 'filled' : 'outlined'} onClick={() => dispatch(setGroup({ open: filter.group.open ? undefined : true }))} />
        {activeFilterCount(filter) > 0 ? (
          <Button size="small" onClick={() => dispatch(clearFilter())} data-testid="filter-clear" sx={{ flexShrink: 0 }}>
            {t('filter.clear.all')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
