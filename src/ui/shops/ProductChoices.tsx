import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import type { Stock, StockAddon } from '../types/api';
import { extraLabel } from './extra-label';
import { isAvailable, type ExtraGroup, type Picks, unitPrice } from './pricing';
import { QtyStepper } from './QtyStepper';
import { useMoney } from './useMoney';

/** One choice per extra group; values that cannot be combined with the other picks are dimmed. */
export function ExtraChoices({ groups, stocks, picks, onPick }: { groups: ExtraGroup[]; stocks: Stock[]; picks: Picks; onPick: (group: number, value: number) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {groups.map((group) => (
        <Box key={group.id} role="radiogroup" aria-label={t('product.choose', { name: group.title })} data-testid={`extra-group-${group.id}`} sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{group.title}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {group.values.map((value) => {
              const selected = picks[group.id] === value.id;
              return (
                <Chip
                  key={value.id}
                  role="radio"
                  aria-checked={selected}
                  label={extraLabel(value)}
                  clickable
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  sx={{ opacity: selected || isAvailable(stocks, picks, group.id, value.id) ? 1 : 0.5 }}
                  onClick={() => onPick(group.id, value.id)}
                />
              );
            })}
          </Box>
        </Box>
      ))}
    </>
  );
}

/** Add-ons with their own − n + and price. */
export function AddonChoices({ addons, quantities, onChange }: { addons: StockAddon[]; quantities: Record<number, number>; onChange: (stockId: number, qty: number) => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const usable = addons.filter((a) => a.product?.stock);
  if (!usable.length) return null;
  return (
    <Box component="fieldset" data-testid="addons" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t('product.addons')}
      </Typography>
      {usable.map((addon) => {
        const stock = addon.product!.stock!;
        const max = Math.min(addon.product?.max_qty || Infinity, stock.quantity ?? Infinity);
        return (
          <Box key={addon.id} data-testid="addon" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{addon.product?.translation?.title ?? ''}</Typography>
              <Typography variant="body2" color="text.secondary">
                {/* A signed amount is isolated left to right: in Arabic it still reads "+$1.19", not "$1.19+". */}
                <bdi dir="ltr" data-testid="addon-price">{`+${format(unitPrice(stock))}`}</bdi>
              </Typography>
            </Box>
            <QtyStepper size="small" name={addon.product?.translation?.title ?? ''} value={quantities[stock.id] ?? 0} min={0} max={max} onChange={(n) => onChange(stock.id, n)} />
          </Box>
        );
      })}
    </Box>
  );
}
