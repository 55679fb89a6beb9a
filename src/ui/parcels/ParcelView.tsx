import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useCallback } from 'react';
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
import type { Parcel, ParcelPoint } from './types';

const FINAL = new Set(['delivered', 'canceled']);

function Party({ title, name, phone, point, testId }: { title: string; name: string; phone: string; point: ParcelPoint; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <bdi>{name}</bdi> · <bdi dir="ltr">{phone}</bdi>
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }} dir="auto">
        {[point.address, point.house].filter(Boolean).join(', ')}
      </Typography>
    </Box>
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
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography>{t('parcel.status')}</Typography>
          <StatusChip status={parcel.status} testId="parcel-status" />
        </Box>
        {parcel.status === 'delivered' ? <Alert severity="success">{t('parcel.delivered')}</Alert> : null}
        <Party title={t('parcel.sender.title')} name={parcel.username_from} phone={parcel.phone_from} point={parcel.address_from} testId="parcel-sender" />
        <Party title={t('parcel.receiver.title')} name={parcel.username_to} phone={parcel.phone_to} point={parcel.address_to} testId="parcel-receiver" />
        <Divider />
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {parcel.type ? <Typography>{`${t('parcel.type.title')}: ${parcel.type.type}`}</Typography> : null}
          {parcel.delivery_date ? <Typography>{`${t('parcel.when')}: ${parcel.delivery_date} ${parcel.delivery_time ?? ''}`}</Typography> : null}
          {parcel.description ? <Typography sx={{ overflowWrap: 'anywhere' }}>{`${t('parcel.description')}: ${parcel.description}`}</Typography> : null}
          {parcel.km !== undefined ? <Typography>{t('parcel.distance', { km: parcel.km })}</Typography> : null}
          {payment ? <Typography>{`${t('checkout.payment.method')}: ${t(`payment.method.${payment}`, payment)}`}</Typography> : null}
          {parcel.deliveryman?.firstname ? <Typography>{`${t('parcel.courier')}: ${parcel.deliveryman.firstname}`}</Typography> : null}
          <Typography sx={{ fontWeight: 700 }} data-testid="parcel-price">
            {t('parcel.price')}: <bdi>{money(parcel.total_price)}</bdi>
          </Typography>
        </Box>
        {parcel.status === 'new' ? (
          <Box>
            <CancelParcel parcel={parcel} />
          </Box>
        ) : null}
        {parcel.status === 'delivered' ? <CourierReview parcel={parcel} /> : null}
      </Box>
    </PageFrame>
  );
}
