import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { ContentImage } from '../content/ContentImage';
import { formatDate } from '../content/dates';
import type { Order } from '../types/orders';
import css from './list.module.css';
import { StatusChip } from './StatusChip';
import { useOrderMoney } from './useOrderMoney';

/** One order in a list: shop logo and name, number and date, item count, total and status. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const money = useOrderMoney(order.currency);
  const count = order.order_details_count ?? order.details?.length;
  return (
    <li data-testid="order-card" data-order-id={order.id} className={css.card}>
      <NextLink href={`/orders/${order.id}`} className={css.row}>
        <div className={css.logo}>
          <ContentImage src={order.shop?.logo_img} alt="" ratio="1 / 1" radius={1} sizes="48px" />
        </div>
        <div className={css.main}>
          <p className={css.strong}>{order.shop?.translation?.title ?? t('order.number', { id: order.id })}</p>
          <p className={css.meta}>
            <bdi>{`#${order.id}`}</bdi>
            {order.created_at ? ` · ${formatDate(order.created_at, locale)}` : ''}
            {count != null ? ` · ${t('cart.items', { count })}` : ''}
          </p>
        </div>
        <div className={css.side}>
          <p className={css.strong}>
            <bdi data-testid="order-card-total">{money(order.total_price)}</bdi>
          </p>
          <StatusChip status={order.status} testId="order-card-status" />
        </div>
      </NextLink>
    </li>
  );
}
