import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { TextInput } from '@/ui/app/TextInput';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { checkCoupon } from '../cart/api';
import { cartErrorKey } from '../cart/errors';
import { Section } from './Section';

/** A coupon code checked with rest/coupons/check; once accepted it counts in the totals and the order. */
export function CouponSection({ shopId, applied, onApply }: { shopId: number; applied: string | null; onApply: (code: string | null) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    const value = code.trim();
    if (!value || busy) return;
    setBusy(true);
    setError(null);
    try {
      await checkCoupon(value, shopId);
      onApply(value);
      setCode('');
    } catch (failure) {
      setError(t(cartErrorKey(failure), { ns: 'errors' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t('checkout.coupon.title')} testId="checkout-coupon">
      {applied ? (
        <Chip color="success" label={`${t('checkout.coupon.applied')}: ${applied}`} onDelete={() => onApply(null)} data-testid="coupon-applied" sx={{ maxWidth: '100%' }} />
      ) : (
        <Box component="form" onSubmit={(e) => (e.preventDefault(), void apply())} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextInput
            size="small"
            fullWidth
            placeholder={t('checkout.coupon.placeholder')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { maxLength: 64, 'aria-label': t('checkout.coupon.title'), 'data-testid': 'coupon-input' }, formHelperText: { 'data-testid': 'coupon-error' } as object }}
          />
          <Button type="submit" variant="outlined" disabled={busy || !code.trim()} data-testid="coupon-apply">
            {t('common.apply')}
          </Button>
        </Box>
      )}
    </Section>
  );
}
