import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import type { Order } from '../types/orders';
import { totalsRows } from './totals';

/** The order's money: each part, then the total. */
export function OrderTotals({ order, money }: { order: Order; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const rows = totalsRows(order, (key) => t(key));
  const line = { display: 'flex', justifyContent: 'space-between', gap: 2 } as const;
  return (
    <Box data-testid="order-totals" sx={{ display: 'grid', gap: 0.75 }}>
      {rows.map((row) => (
        <Box key={row.key} sx={line} data-testid={`order-total-${row.key}`} data-amount={row.amount.toFixed(2)} data-sign={row.negative ? '-' : '+'}>
          <Typography color="text.secondary">{row.label}</Typography>
          <Typography>
            <bdi dir="ltr">{row.negative ? `−${money(row.amount)}` : money(row.amount)}</bdi>
          </Typography>
        </Box>
      ))}
      <Divider sx={{ my: 0.5 }} />
      <Box sx={line}>
        <Typography sx={{ fontWeight: 800 }}>{t('totals.total')}</Typography>
        <Typography sx={{ fontWeight: 800 }}>
          <bdi dir="ltr" data-testid="order-total" data-amount={Number(order.total_price).toFixed(2)}>{money(order.total_price)}</bdi>
        </Typography>
      </Box>
    </Box>
  );
}
