import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import field from '../app/field.module.css';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { BackLink, PageFrame } from '../content/PageFrame';
import { ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { paymentState } from './actions';
import { OrderLines } from './OrderLines';
import css from './order-view.module.css';
import { OrderTotals } from './OrderTotals';
import { methodLabel } from './payment-methods';
import { orderQuery } from './queries';
import { useOrderMoney } from './useOrderMoney';

/**
 * /orders/[id]/receipt: a printable receipt of any order — shop, date, lines and totals as the server computed
 * them. On paper only the receipt prints: the site's header, footer and the buttons are hidden (globals.css).
 */
export function ReceiptView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(orderQuery(http, locale, id));
  const order = query.data;
  const money = useOrderMoney(order?.currency);
  const heading = t('receipt.title');
  if (!order) {
    return (
      <PageFrame heading={heading} width={720} testId="receipt-page">
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <TextSkeleton lines={8} />}
      </PageFrame>
    );
  }
  const tag = order.transaction?.payment_system?.tag;
  return (
    <PageFrame heading={heading} width={720} testId="receipt-page">
      <div data-print="hide" className={css.receiptBar}>
        <BackLink href={`/orders/${order.id}`} label={t('receipt.back')} />
        <button type="button" className={`${field.submit} ${field.medium} ${css.receiptPrint}`} onClick={() => window.print()} data-testid="receipt-print">
          {t('receipt.print')}
        </button>
      </div>
      <div data-testid="receipt" className={css.receipt}>
        <div className={css.receiptHead}>
          <div className={css.minw}>
            <p className={css.receiptShop} data-testid="receipt-shop">
              {order.shop?.translation?.title ?? ''}
            </p>
            {order.shop?.translation?.address ? <p className={`${css.text} ${css.muted} ${css.wrap}`}>{order.shop.translation.address}</p> : null}
          </div>
          <div className={css.end}>
            <p className={`${css.text} ${css.bold}`} data-testid="receipt-order">{t('order.number', { id: order.id })}</p>
            {order.created_at ? <p className={`${css.text} ${css.muted}`}>{formatDate(order.created_at, locale)}</p> : null}
          </div>
        </div>
        <hr className={css.divider} />
        <OrderLines details={order.details ?? []} money={money} />
        <hr className={css.divider} />
        <OrderTotals order={order} money={money} />
        <hr className={css.divider} />
        <p className={css.text} data-testid="receipt-payment">
          {t('receipt.paid.with')}: {tag ? methodLabel(tag, t) : '—'} · {t(`payment.status.${paymentState(order.transaction)}`)}
        </p>
      </div>
    </PageFrame>
  );
}
