import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { notify } from '../app/notify';
import { useHydrated } from '../app/client-only';
import { errorKey } from '../content/errors';
import { paymentsQuery } from '../checkout/api';
import { actionKey, goPayByCard, isCardTag, isUnpaid, payOrderWith } from '../payments/card';
import type { Order } from '../types/orders';
import { orderKeys } from './queries';

export const methodLabel = (tag: string, t: (k: string) => string) => (['cash', 'wallet', 'demo', 'stripe'].includes(tag) ? t(`payment.method.${tag}`) : `${t('payment.method.card')} · ${tag}`);

/**
 * An unpaid order's payment (contract rule: transaction progress/canceled/rejected, not cash): after a decline
 * or an abandoned card page, "payment failed" with "try again" (the same card method) and "choose another
 * method"; back from a successful payment, a thank-you. Cash orders are paid at the door and show nothing.
 */
export function PaymentPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const router = useRouter();
  const hydrated = useHydrated();
  const qc = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const payments = useQuery({ ...paymentsQuery(), enabled: choosing });
  const trx = order.transaction;
  const returned = router.query.payment;
  if (trx?.status === 'paid' && returned === 'success') {
    return (
      <Alert severity="success" data-testid="order-payment-success" sx={{ mb: 2 }}>
        {t('order.payment.success')}
      </Alert>
    );
  }
  if (!isUnpaid(trx) || order.status === 'canceled') return null;
  const failed = trx!.status !== 'progress' || returned === 'failed';
  const tag = trx!.payment_system?.tag;
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await qc.invalidateQueries({ queryKey: orderKeys.all });
    } catch (failure) {
      notify('error', t(errorKey(failure), { ns: 'errors' }));
    } finally {
      setBusy(false);
    }
  };
  const retry = () => run(() => goPayByCard(tag!, { order_id: order.id }, actionKey('pay')));
  const payWithChoice = () => {
    const method = payments.data?.find((p) => p.id === choice);
    if (!method) return;
    if (isCardTag(method.tag)) return run(() => goPayByCard(method.tag, { order_id: order.id }, actionKey('pay')));
    return run(() => payOrderWith(order.id, method.id, actionKey('pay')).then(() => setChoosing(false)));
  };
  return (
    <Alert severity={failed ? 'error' : 'warning'} data-testid="order-payment-due" data-state={failed ? 'failed' : 'pending'} data-hydrated={hydrated || undefined} sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
      {failed ? t('order.payment.failed') : t('order.payment.pending')}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {isCardTag(tag) ? (
          <Button variant="contained" size="small" onClick={() => void retry()} disabled={busy} data-testid="order-payment-retry">
            {t('order.payment.retry')}
          </Button>
        ) : null}
        <Button variant="outlined" size="small" onClick={() => setChoosing(true)} disabled={busy} data-testid="order-payment-other">
          {t('order.payment.other')}
        </Button>
      </Box>
      {choosing ? (
        <Box sx={{ mt: 1 }}>
          <RadioGroup value={choice ?? ''} onChange={(e) => setChoice(Number(e.target.value))} aria-label={t('order.payment.choose')}>
            {(payments.data ?? []).map((p) => (
              <FormControlLabel key={p.id} value={p.id} control={<Radio slotProps={{ input: { 'data-testid': `order-pay-${p.tag}` } as object }} />} label={methodLabel(p.tag, t)} />
            ))}
          </RadioGroup>
          <Button variant="contained" size="small" onClick={() => void payWithChoice()} disabled={busy || choice === null} data-testid="order-pay-submit">
            {t('order.pay.now')}
          </Button>
        </Box>
      ) : null}
    </Alert>
  );
}
