import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/money';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { CardsSkeleton, EmptyState } from '../content/States';
import type { OrderSummary } from '../types/api';

/** One tab of /orders: skeletons while loading, the orders, or the orders empty state. */
export function OrderList({ orders, loading = false }: { orders?: readonly OrderSummary[]; loading?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  if (loading) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <CardsSkeleton count={3} media={false} />
      </Box>
    );
  }
  if (!orders || orders.length === 0) {
    return <EmptyState title={t('orders.empty.title')} text={t('orders.empty.text')} action={{ href: '/', label: t('orders.empty.action') }} />;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} data-testid="order-list">
      {orders.map((order) => (
        <Box component="li" key={order.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}>
          <CardActionArea component={NextLink} href={`/orders/${order.id}`} sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{order.shop?.translation?.title ?? `#${order.id}`}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`#${order.id}`}
                {order.created_at ? ` · ${formatDate(order.created_at, locale)}` : ''}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>
                <bdi>{formatMoney(Number(order.total_price), { symbol: order.currency?.symbol ?? '', position: order.currency?.position }, locale)}</bdi>
              </Typography>
              <Chip size="small" label={t(`order.status.${order.status}`, order.status)} />
            </Box>
          </CardActionArea>
        </Box>
      ))}
    </Box>
  );
}
