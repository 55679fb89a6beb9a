import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useId, useState, type FormEvent } from 'react';
import { OutlinedField } from '../app/OutlinedField';
import field from '../app/field.module.css';
import plain from '../app/plain.module.css';
import { notify } from '../app/notify';
import type { Order } from '../types/orders';
import { requestRefund } from './api';
import { orderErrorKey } from './errors';
import css from './order-view.module.css';
import { orderKeys } from './queries';
import { RefundChip } from './RefundChip';

const MAX_CAUSE = 500;

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The order's refund requests, and a form to ask for one when none is pending or accepted. */
export function RefundSection({ order, canRequest }: { order: Order; canRequest: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const causeId = useId();
  const [open, setOpen] = useState(false);
  const [cause, setCause] = useState('');
  const [missing, setMissing] = useState(false);
  // One key per request form: a double submit files one request.
  const [key, setKey] = useState(newKey);
  const send = useMutation({
    mutationFn: () => requestRefund(order.id, cause.trim(), key),
    onSuccess: () => {
      void notify('success', t('order.refund.sent'));
      setOpen(false);
      setCause('');
      setKey(newKey());
    },
    onError: (failure) => void notify('error', t(orderErrorKey(failure, 'refund'), { ns: 'errors' })),
    onSettled: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cause.trim()) return setMissing(true);
    send.mutate();
  };
  const refunds = order.order_refunds ?? [];
  if (!canRequest && refunds.length === 0) return null;
  return (
    <div data-testid="order-refunds" className={css.refunds}>
      {refunds.map((refund) => (
        <div key={refund.id} data-testid="order-refund" className={css.refund}>
          <div className={css.refundHead}>
            <p className={`${css.text} ${css.bold}`}>{t('order.refund.requested')}</p>
            <RefundChip status={refund.status} />
          </div>
          {refund.cause ? <p className={`${css.text} ${css.mt4} ${css.wrap}`}>{refund.cause}</p> : null}
          {refund.answer ? <p className={`${css.body2} ${css.muted} ${css.mt4} ${css.wrap}`}>{`${t('refund.answer')}: ${refund.answer}`}</p> : null}
        </div>
      ))}
      {canRequest && !open ? (
        <button type="button" className={`${plain.btn} ${plain.outlined} ${css.start}`} onClick={() => setOpen(true)} data-testid="order-refund-open">
          {t('order.refund.action')}
        </button>
      ) : null}
      {canRequest && open ? (
        <form onSubmit={submit} noValidate data-testid="order-refund-form" className={css.refunds}>
          <OutlinedField
            id={causeId}
            label={t('order.refund.reason')}
            filled={cause !== ''}
            error={missing}
            helperText={missing ? t('validation.required') : undefined}
            required
            className={css.field}
            textareaProps={{
              value: cause,
              placeholder: t('order.refund.placeholder'),
              rows: 2,
              maxLength: MAX_CAUSE,
              'data-testid': 'order-refund-cause',
              onChange: (e) => {
                setCause(e.target.value.slice(0, MAX_CAUSE));
                setMissing(false);
              },
            }}
          />
          <div className={css.row}>
            <button type="submit" className={`${field.submit} ${field.medium}`} disabled={send.isPending} data-testid="order-refund-submit">
              {t('common.send')}
            </button>
            <button type="button" className={`${plain.btn} ${plain.primary}`} onClick={() => setOpen(false)} disabled={send.isPending}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
