import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { http } from '../http/browser';
import css from './booking.module.css';
import { tablesQuery } from './queries';
import type { BookingShop, Section } from './types';

const hm = (value: string) => value.replace('-', ':').padStart(5, '0');

/** The shop's reservation hours per weekday (UTC). */
export function BookingHours({ shop }: { shop: BookingShop }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="booking-hours" data-testid="booking-hours">
      <h2 id="booking-hours" className={`${css.h6} ${css.spaced}`}>
        {t('reservation.hours')}
      </h2>
      <dl className={css.hours}>
        {shop.booking_shop_working_days.map((d) => (
          <div key={d.id} className={css.contents}>
            <dt className={css.p}>{t(`shop.day.${d.day}`)}</dt>
            <dd className={`${css.p} ${d.disabled ? css.muted : ''}`}>
              {d.disabled ? t('reservation.day.closed') : <bdi>{`${hm(d.from)}–${hm(d.to)} UTC`}</bdi>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SectionTables({ section }: { section: Section }) {
  const { t } = useTranslation();
  const tables = useQuery(tablesQuery(http, section.id));
  return (
    <li data-testid="booking-section-card">
      <h3 className={`${css.p} ${css.bold}`}>
        {section.translation?.title}
        {section.area ? <span className={css.muted}>{` · ${section.area}`}</span> : null}
      </h3>
      {section.translation?.description ? <p className={`${css.body2} ${css.muted}`}>{section.translation.description}</p> : null}
      <div className={`${css.row} ${css.chips}`}>
        {(tables.data ?? []).map((x) => (
          <span key={x.id} className={css.chip} data-testid="booking-table-chip">
            {`${x.name} · ${t('reservation.table.seats', { count: x.chair_count })}`}
          </span>
        ))}
      </div>
    </li>
  );
}

/** Every section (zone) with its tables and their seats. */
export function SectionList({ sections }: { sections: Section[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="booking-sections">
      <h2 id="booking-sections" className={`${css.h6} ${css.spaced}`}>
        {t('reservation.sections')}
      </h2>
      <ul className={css.sections}>
        {sections.map((s) => (
          <SectionTables key={s.id} section={s} />
        ))}
      </ul>
    </section>
  );
}
