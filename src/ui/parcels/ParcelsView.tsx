import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { PageFrame } from '../content/PageFrame';
import { CardsSkeleton, EmptyState, ErrorState } from '../content/States';
import { http } from '../http/browser';
import { StatusChip } from '../orders/StatusChip';
import { useOrderMoney } from '../orders/useOrderMoney';
import css from './parcels.module.css';
import { parcelsQuery } from './queries';
import type { Parcel } from './types';

function ParcelCard({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const money = useOrderMoney(parcel.currency);
  return (
    <li data-testid="parcel-card" data-parcel-id={parcel.id} className={css.card}>
      <NextLink href={`/parcels/${parcel.id}`} className={css.link}>
        <div className={css.main}>
          <p className={css.strong}>{t('parcel.number', { id: parcel.id })}</p>
          <p className={css.meta}>
            <bdi>{parcel.username_to}</bdi>
            {` · ${formatDate(parcel.created_at, locale)}`}
          </p>
        </div>
        <div className={css.side}>
          <p className={css.strong}>
            <bdi>{money(parcel.total_price)}</bdi>
          </p>
          <StatusChip status={parcel.status} testId="parcel-card-status" />
        </div>
      </NextLink>
    </li>
  );
}

/** /parcels: the customer's parcels, newest first, and the way to send a new one. */
export function ParcelsView() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const list = useQuery(parcelsQuery(http, locale));
  const rows = list.data?.data ?? [];
  return (
    <PageFrame heading={t('parcels.title')} width={760} testId="parcels-page">
      <div className={css.new}>
        <NextLink href="/parcel-checkout" className={`${ui.btn} ${ui.contained}`} data-testid="parcel-new">
          {t('parcel.new')}
        </NextLink>
      </div>
      {list.isPending ? (
        <CardsSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('parcels.empty.title')} text={t('parcels.empty.text')} testId="parcels-empty" />
      ) : (
        <ul className={css.list} data-testid="parcel-list">
          {rows.map((p) => (
            <ParcelCard key={p.id} parcel={p} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
