import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { TextInput } from '@/ui/app/TextInput';
import { useTranslation } from '@/ui/i18n/texts';
import { useMoney } from '../shops/useMoney';
import type { TipChoice } from './form';
import { Section } from './Section';
import { TIP_PERCENTS, tipFor } from './totals';

/** A tip for the courier: none, a percent of the subtotal, or a custom amount. */
export function TipsSection({ value, subtotal, onChange }: { value: TipChoice; subtotal: number; onChange: (tip: TipChoice) => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const chip = (key: string, label: string, selected: boolean, next: TipChoice) => (
    <Chip key={key} role="radio" aria-checked={selected} clickable label={label} color={selected ? 'primary' : 'default'} variant={selected ? 'filled' : 'outlined'} data-testid={`tip-${key}`} onClick={() => onChange(next)} />
  );
  return (
    <Section title={t('checkout.tips.title')} testId="checkout-tips">
      <Box role="radiogroup" aria-label={t('checkout.tips.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {chip('none', t('checkout.tips.none'), value.kind === 'none', { kind: 'none' })}
        {TIP_PERCENTS.map((percent) => chip(String(percent), `${percent}% · ${format(tipFor(subtotal, percent))}`, value.kind === 'percent' && value.percent === percent, { kind: 'percent', percent }))}
        {chip('custom', t('checkout.tips.custom'), value.kind === 'custom', { kind: 'custom', text: value.kind === 'custom' ? value.text : '' })}
      </Box>
      {value.kind === 'custom' ? (
        <TextInput size="small" label={t('checkout.tips.amount')} value={value.text} onChange={(e) => onChange({ kind: 'custom', text: e.target.value })} sx={{ mt: 1.5 }} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', maxLength: 9, 'data-testid': 'tip-amount' } }} />
      ) : null}
    </Section>
  );
}
