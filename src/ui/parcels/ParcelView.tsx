import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useCallback } from 'react';
import { PlainAlert } from '../app/ErrorAlert';
import { useShell } from '../app/ShellContext';
import { PageFrame } from '../content/PageFrame';
import { ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { StatusChip } from '../orders/StatusChip';
import { useOrderLive } from '../orders/useOrderLive';
import { useOrderMoney } from '../orders/useOrderMoney';
import { parcelStreamUrl } from './live';
import { CancelParcel, CourierReview } from './ParcelActions';
import { parcelKeys, parcelQuery } from './queries';
import css from './parcel-view.module.css';
import type { Parcel, ParcelPoint } from './types';

const FINAL = new Set(['delivered', 'canceled']);

function Party({ title, name, phone, point, testId }: { title: string; name: string; phone: string; point: ParcelPoint; testId: string }) {
  return (
    <div data-testid={testId}>
      <p className={`${css.body2} ${css.muted}`}>{title}</p>
      <p className={`${css.p} ${css.bold} ${css.wrap}`}>
        <bdi>{name}</bdi> · <bdi dir="ltr">{phone}</bdi>
      </p>
      <p className={`${css.p} ${css.wrap}`} dir="auto">
        {[point.address, point.house].filter(Boolean).join(', ')}
      </p>
    </div>
  );
}

/** /parcels/{id}: sender, receiver, price and payment, the status followed live, cancel while new, courier review. */
export function ParcelView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const qc = useQueryClient();
  const query = useQuery(parcelQuery(http, locale, id));
  const parcel = query.data;
  const money = useOrderMoney(parcel?.currency);
  const key = parcelKeys.detail(locale, id);
  const onUpdate = useCallback(
    (status: string | null) => {
      if (status) qc.setQueryData<Parcel>(key, (old) => (old && old.status !== status ? { ...old, status } : old));
      void qc.invalidateQueries({ queryKey: key });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [qc, locale, id],
  );
  useOrderLive(id, locale, Boolean(parcel) && !FINAL.has(parcel?.status ?? ''), onUpdate, parcelStreamUrl);

  const heading = t('parcel.number', { id });
  if (!parcel) {
    return (
      <PageFrame heading={heading} back={{ href: '/parcels', label: t('parcels.title') }} width={760} testId="parcel-page">
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <TextSkeleton />}
      </PageFrame>
    );
  }
  const payment = parcel.transaction?.payment_system?.tag;
  return (
    <PageFrame heading={heading} back={{ href: '/parcels', label: t('parcels.title') }} width={760} testId="parcel-page">
      <div className={css.grid}>
        <div className={css.statusRow}>
          <p className={css.p}>{t('parcel.status')}</p>
          <StatusChip status={parcel.status} testId="parcel-status" />
        </div>
        {parcel.status === 'delivered' ? (
          <div className={css.alert}>
            <PlainAlert severity="success" testId="parcel-delivered">
              {t('parcel.delivered')}
            </PlainAlert>
          </div>
        ) : null}
        <Party title={t('parcel.sender.title')} name={parcel.username_from} phone={parcel.phone_from} point={parcel.address_from} testId="parcel-sender" />
        <Party title={t('parcel.receiver.title')} name={parcel.username_to} phone={parcel.phone_to} point={parcel.address_to} testId="parcel-receiver" />
        <hr className={css.divider} />
        <div className={css.facts}>
          {parcel.type ? <p className={css.p}>{`${t('parcel.type.title')}: ${parcel.type.type}`}</p> : null}
          {parcel.delivery_date ? <p className={css.p}>{`${t('parcel.when')}: ${parcel.delivery_date} ${parcel.delivery_time ?? ''}`}</p> : null}
          {parcel.description ? <p className={`${css.p} ${css.wrap}`}>{`${t('parcel.description')}: ${parcel.description}`}</p> : null}
          {parcel.km !== undefined ? <p className={css.p}>{t('parcel.distance', { km: parcel.km })}</p> : null}
          {payment ? <p className={css.p}>{`${t('checkout.payment.method')}: ${t(`payment.method.${payment}`, payment)}`}</p> : null}
          {parcel.deliveryman?.firstname ? <p className={css.p}>{`${t('parcel.courier')}: ${parcel.deliveryman.firstname}`}</p> : null}
          <p className={`${css.p} ${css.bold}`} data-testid="parcel-price">
            {t('parcel.price')}: <bdi>{money(parcel.total_price)}</bdi>
          </p>
        </div>
        {parcel.status === 'new' ? (
          <div>
            <CancelParcel parcel={parcel} />
          </div>
        ) : null}
        {parcel.status === 'delivered' ? <CourierReview parcel={parcel} /> : null}
      </div>
    </PageFrame>
  );
}
