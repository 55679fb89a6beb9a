import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import { ContentImage } from '../content/ContentImage';
import { QtyStepper } from '../shops/QtyStepper';
import { useMoney } from '../shops/useMoney';
import type { LineView } from './lines';
import { CloseIcon } from '../app/icons';

/** One cart line: picture, name, extras and addons, − n +, remove and the line total (addons included). */
export function CartLine({ line, onQuantity, onRemove }: { line: LineView; onQuantity: (n: number) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  return (
    <Box component="li" data-testid="cart-line" data-stock={line.stockId} data-qty={line.quantity} sx={{ display: 'grid', gridTemplateColumns: '48px minmax(0, 1fr) auto', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ width: 48 }}>
        <ContentImage src={line.img} alt="" ratio="1 / 1" sizes="48px" radius={1} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography data-testid="cart-line-title" sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          <bdi>{line.title}</bdi>
        </Typography>
        {line.extras ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line.extras}
          </Typography>
        ) : null}
        {line.addons.map((addon) => (
          <Typography key={addon.stockId} variant="body2" color="text.secondary" data-testid="cart-line-addon" sx={{ overflowWrap: 'anywhere' }}>
            + <bdi>{addon.title}</bdi> × {addon.quantity}
          </Typography>
        ))}
        {line.bonus ? (
          <Typography variant="body2" color="success.main" sx={{ fontWeight: 700 }}>
            {t('cart.bonus')}
          </Typography>
        ) : (
          <Box sx={{ mt: 1 }}>
            {/* Below the product's minimum, − removes the line. */}
            <QtyStepper size="small" name={line.title} value={line.quantity} min={0} max={line.max} onChange={(n) => (n < line.min ? onRemove() : onQuantity(n))} />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'space-between' }}>
        {line.bonus ? <span /> : (
          <IconButton size="small" aria-label={t('cart.remove.item')} onClick={onRemove} data-testid="cart-line-remove">
            <CloseIcon />
          </IconButton>
        )}
        <Typography data-testid="cart-line-total" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          <bdi dir="ltr">{format(line.total)}</bdi>
        </Typography>
      </Box>
    </Box>
  );
}
