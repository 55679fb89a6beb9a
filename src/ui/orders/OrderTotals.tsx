import { useTranslation } from '@/ui/i18n/texts';
import type { Order } from '../types/orders';
import css from './order-view.module.css';
import { totalsRows } from './totals';

/** The order's money: each part, then the total. */
export function OrderTotals({ order, money }: { order: Order; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const rows = totalsRows(order, (key) => t(key));
  return (
    <div data-testid="order-totals" className={css.totals}>
      {rows.map((row) => (
        <div key={row.key} className={css.spread} data-testid={`order-total-${row.key}`} data-amount={row.amount.toFixed(2)} data-sign={row.negative ? '-' : '+'}>
          <p className={`${css.text} ${css.muted}`}>{row.label}</p>
          <p className={css.text}>
            <bdi dir="ltr">{row.negative ? `−${money(row.amount)}` : money(row.amount)}</bdi>
          </p>
        </div>
      ))}
      <hr className={`${css.divider} ${css.totalsDivider}`} />
      <div className={css.spread}>
        <p className={`${css.text} ${css.heavy}`}>{t('totals.total')}</p>
        <p className={`${css.text} ${css.heavy}`}>
          <bdi dir="ltr" data-testid="order-total" data-amount={Number(order.total_price).toFixed(2)}>{money(order.total_price)}</bdi>
        </p>
      </div>
    </div>
  );
}
