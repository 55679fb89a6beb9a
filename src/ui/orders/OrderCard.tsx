import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { ContentImage } from '../content/ContentImage';
import { formatDate } from '../content/dates';
import type { Order } from '../types/orders';
import { StatusChip } from './StatusChip';
import { useOrderMoney } from './useOrderMoney';

/** One order in a list: shop logo and name, number and date, item count, total and status. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const money = useOrderMoney(order.currency);
  const count = order.order_details_count ?? order.details?.length;
  return (
    <Box component="li" data-testid="order-card" data-order-id={order.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}>
      <CardActionArea component={NextLink} href={`/orders/${order.id}`} sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Box sx={{ width: 48, flexShrink: 0 }}>
          <ContentImage src={order.shop?.logo_img} alt="" ratio="1 / 1" radius={1} sizes="48px" />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{order.shop?.translation?.title ?? t('order.number', { id: order.id })}</Typography>
          <Typography variant="body2" color="text.secondary">
            <bdi>{`#${order.id}`}</bdi>
            {order.created_at ? ` · ${formatDate(order.created_at, locale)}` : ''}
            {count != null ? ` · ${t('cart.items', { count })}` : ''}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'end', flexShrink: 0, display: 'grid', gap: 0.5, justifyItems: 'end' }}>
          <Typography sx={{ fontWeight: 700 }}>
            <bdi data-testid="order-card-total">{money(order.total_price)}</bdi>
          </Typography>
          <StatusChip status={order.status} testId="order-card-status" />
        </Box>
      </CardActionArea>
    </Box>
  );
}
