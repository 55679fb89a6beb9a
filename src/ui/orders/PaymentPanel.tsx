import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { PlainAlert } from '../app/ErrorAlert';
import { notify } from '../app/notify';
import field from '../app/field.module.css';
import plain from '../app/plain.module.css';
import { useHydrated } from '../app/client-only';
import { errorKey } from '../content/errors';
import { paymentsQuery } from '../checkout/api';
import { actionKey, goPayByCard, isCardTag, isUnpaid, payOrderWith } from '../payments/card';
import type { Order } from '../types/orders';
import { MethodRadios } from './MethodRadios';
import css from './order-view.module.css';
import { methodLabel } from './payment-methods';
import { orderKeys } from './queries';

export { methodLabel };

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
      <PlainAlert severity="success" testId="order-payment-success" className={css.alertGap}>
        {t('order.payment.success')}
      </PlainAlert>
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
  const options = (payments.data ?? []).map((p) => ({ id: p.id, tag: p.tag, label: methodLabel(p.tag, t) }));
  return (
    <PlainAlert severity={failed ? 'error' : 'warning'} testId="order-payment-due" data={{ 'data-state': failed ? 'failed' : 'pending', 'data-hydrated': hydrated || undefined }} className={`${css.alertGap} ${css.wideMessage}`}>
      {failed ? t('order.payment.failed') : t('order.payment.pending')}
      <div className={`${css.row} ${css.rowGap}`}>
        {isCardTag(tag) ? (
          <button type="button" className={`${field.submit} ${css.submitSmall}`} onClick={() => void retry()} disabled={busy} data-testid="order-payment-retry">
            {t('order.payment.retry')}
          </button>
        ) : null}
        <button type="button" className={`${plain.btn} ${plain.outlined} ${plain.small}`} onClick={() => setChoosing(true)} disabled={busy} data-testid="order-payment-other">
          {t('order.payment.other')}
        </button>
      </div>
      {choosing ? (
        <div className={css.rowGap}>
          <MethodRadios label={t('order.payment.choose')} options={options} value={choice} onChange={setChoice} testIdPrefix="order-pay-" />
          <button type="button" className={`${field.submit} ${css.submitSmall}`} onClick={() => void payWithChoice()} disabled={busy || choice === null} data-testid="order-pay-submit">
            {t('order.pay.now')}
          </button>
        </div>
      ) : null}
    </PlainAlert>
  );
}
