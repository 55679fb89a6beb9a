import { useTranslation } from '@/ui/i18n/texts';
import { useMemo } from 'react';
import type { WorkingDay } from '../types/api';
import { weekHours } from './hours';
import css from './shop.module.css';

/** The week's hours (UTC, as the shop keeps them), today highlighted. */
export function ShopHours({ days, now }: { days?: WorkingDay[]; now: Date }) {
  const { t } = useTranslation();
  const week = useMemo(() => weekHours(days, now), [days, now]);
  return (
    <section aria-labelledby="shop-hours-title" data-testid="shop-hours" className={css.box}>
      <h2 id="shop-hours-title" className={css.boxTitle}>
        {t('shop.working.hours')}
      </h2>
      <dl className={css.hours}>
        {week.map((d) => (
          <div key={d.day} data-today={d.today || undefined} className={d.today ? css.today : undefined} style={{ display: 'contents' }}>
            <dt>{t(`shop.day.${d.day}`)}</dt>
            <dd dir="ltr">
              {d.from && d.to ? (d.from === '00:00' && d.to >= '23:59' ? t('shop.open.24h') : t('shop.hours.range', { from: d.from, to: d.to })) : t('shop.hours.closed')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
