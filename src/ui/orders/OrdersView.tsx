import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { Tabs } from '../app/Tabs';
import { PageFrame } from '../content/PageFrame';
import css from './orders-view.module.css';
import { OrderList } from './OrderList';
import { isOrderTab, type OrderTab } from './tabs';

/** /orders: "Active" and "History" tabs; `?tab=history` opens the second one. */
export function OrdersView() {
  const { t } = useTranslation();
  const router = useRouter();
  const [tab, setTab] = useState<OrderTab>(isOrderTab(router.query.tab) ? router.query.tab : 'active');
  const select = (next: OrderTab) => {
    setTab(next);
    void router.replace({ pathname: router.pathname, query: next === 'active' ? {} : { tab: next } }, undefined, { shallow: true, scroll: false });
  };
  const tabs: Array<[OrderTab, string]> = [
    ['active', t('orders.active')],
    ['history', t('orders.history')],
  ];
  return (
    <PageFrame heading={t('orders.title')} width={880} testId="orders-page">
      <Tabs
        value={tab}
        onChange={select}
        label={t('orders.title')}
        className={css.tabs}
        options={tabs.map(([value, label]) => ({ value, label, id: `orders-tab-${value}`, controls: `orders-panel-${value}`, testId: `orders-tab-${value}` }))}
      />
      {tabs.map(([value]) => (
        <div key={value} role="tabpanel" hidden={tab !== value} id={`orders-panel-${value}`} aria-labelledby={`orders-tab-${value}`} data-testid={`orders-panel-${value}`}>
          {tab === value ? <OrderList tab={value} /> : null}
        </div>
      ))}
      <div className={css.refunds}>
        <NextLink href="/order-refunds" className={css.link} data-testid="refunds-link">
          {t('refunds.title')}
        </NextLink>
      </div>
    </PageFrame>
  );
}
