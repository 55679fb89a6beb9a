import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { notify } from '../app/notify';
import { useHydrated } from '../app/client-only';
import { paymentsQuery } from '../checkout/api';
import { errorKey } from '../content/errors';
import { actionKey, goPayByCard, isCardTag, payOrderWith } from '../payments/card';
import type { Order } from '../types/orders';
import { methodLabel } from './PaymentPanel';
import { orderKeys } from './queries';

const PRESETS = [5, 10, 15];

/** Percent of the order total as a tip, rounded to whole cents (the server recomputes it in minor units). */
export const tipFor = (total: number, percent: number) => Math.max(0.01, Math.round(total * percent) / 100);

/**
 * A tip after delivery, through the same payment paths: the wallet pays at once, a card method goes to the
 * provider's page and comes back; the order's tips and total grow only after the payment is confirmed.
 */
export function TipForm({ order, money }: { order: Order; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const hydrated = useHydrated();
  const qc = useQueryClient();
  const payments = useQuery(paymentsQuery());
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const methods = (payments.data ?? []).filter((p) => p.tag !== 'cash');
  const value = Number(amount);
  const valid = /^\d{1,6}(\.\d{1,2})?$/.test(amount) && value > 0;
  const send = async () => {
    const chosen = methods.find((p) => p.id === method);
    if (!chosen || !valid) return;
    setBusy(true);
    try {
      if (isCardTag(chosen.tag)) return await goPayByCard(chosen.tag, { order_id: order.id, tips: value }, actionKey('tip'));
      await payOrderWith(order.id, chosen.id, actionKey('tip'), value);
      notify('success', t('order.tip.thanks'));
      setAmount('');
      await qc.invalidateQueries({ queryKey: orderKeys.all });
    } catch (failure) {
      notify('error', t(errorKey(failure), { ns: 'errors' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid="order-tip" data-hydrated={hydrated || undefined}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('order.add.tip')}
      </Typography>
      {router.query.tip === 'success' || (router.query.payment === 'success' && Number(order.tips) > 0) ? (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="order-tip-thanks">
          {t('order.tip.thanks')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {PRESETS.map((p) => {
          const tip = tipFor(Number(order.total_price), p);
          return <Chip key={p} label={`${p}% · ${money(tip)}`} onClick={() => setAmount(tip.toFixed(2))} data-testid={`order-tip-${p}`} color={amount === tip.toFixed(2) ? 'primary' : 'default'} />;
        })}
      </Box>
      <TextInput size="small" label={t('order.tip.custom')} value={amount} onChange={(e) => setAmount(e.target.value.replace(',', '.'))} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'order-tip-amount' } }} sx={{ mb: 1 }} />
      <RadioGroup value={method ?? ''} onChange={(e) => setMethod(Number(e.target.value))} aria-label={t('order.tip.method')}>
        {methods.map((p) => (
          <FormControlLabel key={p.id} value={p.id} control={<Radio slotProps={{ input: { 'data-testid': `order-tip-pay-${p.tag}` } as object }} />} label={methodLabel(p.tag, t)} />
        ))}
      </RadioGroup>
      <Button variant="contained" onClick={() => void send()} disabled={busy || !valid || method === null} data-testid="order-tip-send">
        {t('order.tip.send')}
      </Button>
    </Box>
  );
}
