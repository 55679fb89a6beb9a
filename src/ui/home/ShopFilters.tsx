import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { clearFilter, selectFilter, setCategory, setGroup, setNewest, setOrderBy } from '../store/slices/filter';
import css from './filters.module.css';
import { activeFilterCount, ORDER_BY } from './params';
import { categoriesQuery } from './queries';

function Chip({ label, on, onClick, testId }: { label: string; on: boolean; onClick: () => void; testId: string }) {
  return (
    <button type="button" className={ui.chip} aria-pressed={on} data-testid={testId} onClick={onClick}>
      {label}
    </button>
  );
}

/** Shop-list filters (spec §3): category chips and "Newest" exclude each other; sort; toggles; clear all. */
export function ShopFilters() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectFilter);
  const categories = useQuery(categoriesQuery(http, locale)).data ?? [];
  const sort = filter.newest ? 'new' : (filter.order_by ?? '');
  const onSort = (value: string) => {
    if (value === 'new') return void dispatch(setNewest(true));
    dispatch(setNewest(false));
    dispatch(setOrderBy(value || null));
  };
  return (
    <div data-testid="shop-filters" className={css.filters}>
      <div className={css.row} role="group" aria-label={t('filter.category')}>
        <Chip label={t('filter.newest')} testId="filter-newest" on={filter.newest} onClick={() => dispatch(setNewest(!filter.newest))} />
        {categories.map((category) => {
          const on = filter.category_id === category.id;
          return <Chip key={category.id} label={category.translation?.title ?? category.uuid} testId="filter-category" on={on} onClick={() => dispatch(setCategory(on ? null : category.id))} />;
        })}
      </div>
      <div className={`${css.row} ${css.tools}`}>
        <select className={ui.select} aria-label={t('filter.order.by')} value={sort} onChange={(e) => onSort(e.target.value)} data-testid="filter-sort">
          <option value="">{`${t('filter.order.by')}: ${t('common.all')}`}</option>
          {ORDER_BY.map((key) => (
            <option key={key} value={key}>
              {t(`filter.order_by.${key}`)}
            </option>
          ))}
        </select>
        <Chip label={t('filter.free.delivery')} testId="filter-free" on={Boolean(filter.group.free_delivery)} onClick={() => dispatch(setGroup({ free_delivery: filter.group.free_delivery ? undefined : true }))} />
        <Chip label={t('filter.open.now')} testId="filter-open" on={Boolean(filter.group.open)} onClick={() => dispatch(setGroup({ open: filter.group.open ? undefined : true }))} />
        {activeFilterCount(filter) > 0 ? (
          <button type="button" className={`${ui.btn} ${ui.small} ${ui.primary}`} onClick={() => dispatch(clearFilter())} data-testid="filter-clear">
            {t('filter.clear.all')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
