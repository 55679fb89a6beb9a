import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useId, useState } from 'react';
import { PlainAlert } from '../app/ErrorAlert';
import { OutlinedField } from '../app/OutlinedField';
import field from '../app/field.module.css';
import { notify } from '../app/notify';
import { useHydrated } from '../app/client-only';
import { paymentsQuery } from '../checkout/api';
import { errorKey } from '../content/errors';
import { actionKey, goPayByCard, isCardTag, payOrderWith } from '../payments/card';
import type { Order } from '../types/orders';
import { MethodRadios } from './MethodRadios';
import css from './order-view.module.css';
import { methodLabel } from './payment-methods';
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
  const amountId = useId();
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
  const options = methods.map((p) => ({ id: p.id, tag: p.tag, label: methodLabel(p.tag, t) }));
  return (
    <div data-testid="order-tip" data-hydrated={hydrated || undefined}>
      <h2 className={`${css.h6} ${css.tipTitle}`}>{t('order.add.tip')}</h2>
      {router.query.tip === 'success' || (router.query.payment === 'success' && Number(order.tips) > 0) ? (
        <PlainAlert severity="success" testId="order-tip-thanks" className={css.tipThanks}>
          {t('order.tip.thanks')}
        </PlainAlert>
      ) : null}
      <div className={`${css.row} ${css.tipPresets}`}>
        {PRESETS.map((p) => {
          const tip = tipFor(Number(order.total_price), p);
          const chosen = amount === tip.toFixed(2);
          return (
            <button type="button" key={p} className={`${css.tipChip} ${chosen ? css.tipChipOn : ''}`} aria-pressed={chosen} onClick={() => setAmount(tip.toFixed(2))} data-testid={`order-tip-${p}`}>
              {`${p}% · ${money(tip)}`}
            </button>
          );
        })}
      </div>
      <OutlinedField
        id={amountId}
        small
        label={t('order.tip.custom')}
        filled={amount !== ''}
        className={css.tipField}
        inputProps={{ value: amount, onChange: (e) => setAmount(e.target.value.replace(',', '.')), inputMode: 'decimal', 'data-testid': 'order-tip-amount' }}
      />
      <MethodRadios label={t('order.tip.method')} options={options} value={method} onChange={setMethod} testIdPrefix="order-tip-pay-" />
      <button type="button" className={`${field.submit} ${field.medium}`} onClick={() => void send()} disabled={busy || !valid || method === null} data-testid="order-tip-send">
        {t('order.tip.send')}
      </button>
    </div>
  );
}
