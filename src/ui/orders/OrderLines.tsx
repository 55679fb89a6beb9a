import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import type { OrderDetail } from '../types/orders';
import { lineListPrice } from './totals';
import { extraLabel } from '../shops/extra-label';

type Line = OrderDetail & { parent_id?: number | null };

const titleOf = (line: OrderDetail) => line.stock?.product?.translation?.title ?? `#${line.stock_id}`;
const extrasOf = (line: OrderDetail) => (line.stock?.extras ?? []).map(extraLabel).filter(Boolean).join(', ');

/** The order's items with their options and addons, each at its price before discount (the totals take it off once). */
export function OrderLines({ details, money }: { details: readonly Line[]; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const mains = details.filter((d) => !d.parent_id);
  return (
    <Box component="ul" data-testid="order-lines" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {mains.map((line) => {
        const addons = [...(line.addons ?? []), ...details.filter((d) => d.parent_id === line.id)];
        const extras = extrasOf(line);
        return (
          <Box component="li" key={line.id} data-testid="order-line" sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <bdi>{`${line.quantity} ×`}</bdi> {titleOf(line)}
                {line.bonus ? (
                  <Typography component="span" variant="caption" color="success.main" sx={{ ms: 1 }}>
                    {` ${t('common.bonus')}`}
                  </Typography>
                ) : null}
              </Typography>
              {line.participant ? (
                <Typography variant="body2" color="text.secondary" data-testid="order-line-who" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{line.participant}</bdi>
                </Typography>
              ) : null}
              {extras ? (
                <Typography variant="body2" color="text.secondary">
                  {extras}
                </Typography>
              ) : null}
              {addons.map((addon) => (
                <Typography key={addon.id} variant="body2" color="text.secondary" data-testid="order-line-addon" sx={{ overflowWrap: 'anywhere' }}>
                  + <bdi>{titleOf(addon)}</bdi> {`× ${addon.quantity}`} <bdi dir="ltr" data-testid="order-line-addon-amount" data-amount={lineListPrice(addon).toFixed(2)}>{money(lineListPrice(addon))}</bdi>
                </Typography>
              ))}
              {line.note ? (
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  {line.note}
                </Typography>
              ) : null}
            </Box>
            <Typography sx={{ fontWeight: 600, flexShrink: 0 }}>
              <bdi dir="ltr" data-testid="order-line-amount" data-amount={lineListPrice(line).toFixed(2)}>
                {money(lineListPrice(line))}
              </bdi>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
