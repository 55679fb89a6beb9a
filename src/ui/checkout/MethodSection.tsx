import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '@/ui/i18n/texts';
import type { DeliveryType } from '../types/cart';
import { Section } from './Section';

/** Delivery or pickup. */
export function MethodSection({ value, onChange }: { value: DeliveryType; onChange: (type: DeliveryType) => void }) {
  const { t } = useTranslation();
  return (
    <Section title={t('checkout.method.title')} testId="checkout-method">
      <ToggleButtonGroup exclusive fullWidth color="primary" value={value} onChange={(_, next: DeliveryType | null) => next && onChange(next)}>
        <ToggleButton value="delivery" data-testid="method-delivery" sx={{ textTransform: 'none', fontWeight: 700 }}>
          {t('checkout.method.delivery')}
        </ToggleButton>
        <ToggleButton value="pickup" data-testid="method-pickup" sx={{ textTransform: 'none', fontWeight: 700 }}>
          {t('checkout.method.pickup')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Section>
  );
}
