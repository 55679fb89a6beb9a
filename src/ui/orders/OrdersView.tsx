import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { PageFrame } from '../content/PageFrame';
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
      <Tabs value={tab} onChange={(_, next: OrderTab) => select(next)} aria-label={t('orders.title')} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {tabs.map(([value, label]) => (
          <Tab key={value} value={value} label={label} id={`orders-tab-${value}`} aria-controls={`orders-panel-${value}`} data-testid={`orders-tab-${value}`} />
        ))}
      </Tabs>
      {tabs.map(([value]) => (
        <Box key={value} role="tabpanel" hidden={tab !== value} id={`orders-panel-${value}`} aria-labelledby={`orders-tab-${value}`} data-testid={`orders-panel-${value}`}>
          {tab === value ? <OrderList tab={value} /> : null}
        </Box>
      ))}
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Link component={NextLink} href="/order-refunds" data-testid="refunds-link">
          {t('refunds.title')}
        </Link>
      </Box>
    </PageFrame>
  );
}
