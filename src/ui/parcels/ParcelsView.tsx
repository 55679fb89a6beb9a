import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { PageFrame } from '../content/PageFrame';
import { CardsSkeleton, EmptyState, ErrorState } from '../content/States';
import { http } from '../http/browser';
import { StatusChip } from '../orders/StatusChip';
import { useOrderMoney } from '../orders/useOrderMoney';
import { parcelsQuery } from './queries';
import type { Parcel } from './types';

function ParcelCard({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const money = useOrderMoney(parcel.currency);
  return (
    <Box component="li" data-testid="parcel-card" data-parcel-id={parcel.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}>
      <CardActionArea component={NextLink} href={`/parcels/${parcel.id}`} sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{t('parcel.number', { id: parcel.id })}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{parcel.username_to}</bdi>
            {` · ${formatDate(parcel.created_at, locale)}`}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'end', flexShrink: 0, display: 'grid', gap: 0.5, justifyItems: 'end' }}>
          <Typography sx={{ fontWeight: 700 }}>
            <bdi>{money(parcel.total_price)}</bdi>
          </Typography>
          <StatusChip status={parcel.status} testId="parcel-card-status" />
        </Box>
      </CardActionArea>
    </Box>
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
      <Button component={NextLink} href="/parcel-checkout" variant="contained" data-testid="parcel-new" sx={{ mb: 2 }}>
        {t('parcel.new')}
      </Button>
      {list.isPending ? (
        <CardsSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('parcels.empty.title')} text={t('parcels.empty.text')} testId="parcels-empty" />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} data-testid="parcel-list">
          {rows.map((p) => (
            <ParcelCard key={p.id} parcel={p} />
          ))}
        </Box>
      )}
    </PageFrame>
  );
}
