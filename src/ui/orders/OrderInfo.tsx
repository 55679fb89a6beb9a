import { useTranslation } from '@/ui/i18n/texts';
import type { ReactNode } from 'react';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import type { Order } from '../types/orders';
import { paymentState } from './actions';
import css from './order-view.module.css';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={css.minw}>
      <div className={`${css.caption} ${css.muted}`}>{label}</div>
      <p data-testid={testId} className={`${css.text} ${css.wrap}`}>
        {children}
      </p>
    </div>
  );
}

const addressText = (a: Order['address']) => (a ? [a.address, a.house, a.office, a.floor].filter(Boolean).join(', ') : '');

/** How and when the order arrives, where to, and how it is paid. */
export function OrderInfo({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const type = order.delivery_type ?? 'delivery';
  const pickup = type !== 'delivery';
  const when = [order.delivery_date ? formatDate(order.delivery_date, locale) : '', order.delivery_time ?? ''].filter(Boolean).join(' · ');
  const tag = order.transaction?.payment_system?.tag;
  const payment = paymentState(order.transaction);
  const address = pickup ? order.shop?.translation?.address : addressText(order.address);
  return (
    <div data-testid="order-info" className={`${css.facts} ${css.ok}`}>
      <Fact label={t('order.type')} testId="order-type">
        {t(`checkout.method.${type}`, type)}
      </Fact>
      {when ? (
        <Fact label={t(pickup ? 'checkout.when.pickup' : 'checkout.when.delivery')} testId="order-when">
          <bdi>{when}</bdi>
        </Fact>
      ) : null}
      {address ? (
        <Fact label={t(pickup ? 'order.pickup.address' : 'checkout.address.title')} testId="order-address">
          <bdi>{address}</bdi>
        </Fact>
      ) : null}
      {order.phone ? (
        <Fact label={t('checkout.phone')}>
          <bdi>{order.phone}</bdi>
        </Fact>
      ) : null}
      <Fact label={t('checkout.payment.method')} testId="order-payment-method">
        {tag ? t(`payment.method.${tag}`, tag) : '—'}
      </Fact>
      <Fact label={t('payment.status.title')} testId="order-payment-status">
        <span data-state={payment} className={`${css.semi} ${payment === 'paid' ? css.success : payment === 'refund' ? css.infoText : ''}`}>
          {t(`payment.status.${payment}`)}
        </span>
      </Fact>
      {order.deliveryman?.firstname ? <Fact label={t('order.courier')}>{`${order.deliveryman.firstname} ${order.deliveryman.lastname ?? ''}`.trim()}</Fact> : null}
      {order.note ? <Fact label={t('checkout.note.title')}>{order.note}</Fact> : null}
    </div>
  );
}
