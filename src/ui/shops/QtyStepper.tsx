import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';

/** − n + within [min, max]; `name` (the product) goes into the buttons' names: "Increase quantity of Fries". */
export function QtyStepper({ value, min, max, onChange, name, testId, size = 'medium' }: { value: number; min: number; max: number; onChange: (n: number) => void; name: string; testId?: string; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const label = (key: 'decrease' | 'increase') => (name ? t(`product.qty.${key}`, { name }) : t(`product.${key}`));
  return (
    <Box data-testid={testId} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, border: 1, borderColor: 'divider', borderRadius: 5 }}>
      <IconButton size={size} aria-label={label('decrease')} disabled={value <= min} onClick={() => onChange(value - 1)} data-testid="qty-minus">
        <span aria-hidden>−</span>
      </IconButton>
      <Typography component="output" aria-live="polite" data-testid="qty-value" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}>
        {value}
      </Typography>
      <IconButton size={size} aria-label={label('increase')} disabled={value >= max} onClick={() => onChange(value + 1)} data-testid="qty-plus">
        <span aria-hidden>+</span>
      </IconButton>
    </Box>
  );
}
