import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@/ui/i18n/texts';
import { ErrorState } from '../content/States';
import { useMoney } from '../shops/useMoney';
import type { Payment } from '../types/cart';
import { Section } from './Section';

const KNOWN = new Set(['cash', 'wallet', 'demo', 'stripe']);

/** Payment methods from rest/payments; the wallet shows its balance and warns when it is short. */
export function PaymentSection({ payments, loading, error, onRetry, value, onChange, walletBalance, total }: { payments: Payment[]; loading: boolean; error: unknown; onRetry: () => void; value: number | null; onChange: (id: number) => void; walletBalance: number | undefined; total: number | undefined }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const label = (p: Payment) => {
    if (p.tag === 'wallet') return `${t('payment.method.wallet')} (${t('checkout.wallet.balance', { amount: format(walletBalance ?? 0) })})`;
    return KNOWN.has(p.tag) ? t(`payment.method.${p.tag}`) : `${t('payment.method.card')} · ${p.tag}`;
  };
  const chosen = payments.find((p) => p.id === value);
  const short = chosen?.tag === 'wallet' && total !== undefined && (walletBalance ?? 0) < total;
  return (
    <Section title={t('checkout.payment.method')} testId="checkout-payment">
      {loading ? (
        <Skeleton height={96} />
      ) : error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : (
        <RadioGroup value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))} aria-label={t('checkout.payment.method')}>
          {payments.map((p) => (
            <FormControlLabel key={p.id} value={p.id} control={<Radio slotProps={{ input: { 'data-testid': `payment-${p.tag}` } as object }} />} label={label(p)} sx={{ overflowWrap: 'anywhere' }} />
          ))}
        </RadioGroup>
      )}
      {short ? (
        <Alert severity="error" data-testid="wallet-insufficient" sx={{ mt: 1 }}>
          {t('wallet.insufficient', { ns: 'errors' })}
        </Alert>
      ) : null}
    </Section>
  );
}
