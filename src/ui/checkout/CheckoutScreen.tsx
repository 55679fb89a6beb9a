import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useShell } from '../app/ShellContext';
import { shopPath } from '../cart/paths';
import { EmptyState, ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { shopQuery } from '../shops/queries';
import type { Shop } from '../types/api';
import { AddressSection } from './AddressSection';
import { BranchSection } from './BranchSection';
import { ContactSection } from './ContactSection';
import { CouponSection } from './CouponSection';
import { MethodSection } from './MethodSection';
import { PaymentSection } from './PaymentSection';
import { SummarySection } from './SummarySection';
import { TipsSection } from './TipsSection';
import { useCheckout } from './useCheckout';
import { usePlaceOrder } from './usePlaceOrder';
import { WhenSection } from './WhenSection';

const frame = { maxWidth: 1120, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 4 } } as const;

/** /restaurant/[id]/checkout and /shop/[id]/checkout (signed-in only; the server sends guests to /login). */
export function CheckoutScreen({ id }: { id: string }) {
  const { locale } = useShell();
  const shop = useQuery(shopQuery(http, locale, id));
  if (shop.isPending) return <Box sx={frame}><TextSkeleton lines={8} /></Box>;
  if (shop.isError) return <Box sx={frame}><ErrorState error={shop.error} onRetry={() => void shop.refetch()} /></Box>;
  return <CheckoutBody shop={shop.data} />;
}

function CheckoutBody({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const { settings } = useShell();
  const c = useCheckout(shop);
  const order = usePlaceOrder(c);
  const { form, update } = c;
  const title = shop.translation?.title ?? '';

  const heading = (
    <Box sx={{ mb: 3 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('checkout.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('cart.from.shop', { shop: title })}
      </Typography>
    </Box>
  );
  if (c.cart.isLoading) return <Box sx={frame}>{heading}<Skeleton variant="rounded" height={240} /></Box>;
  if (c.cart.error) return <Box sx={frame}>{heading}<ErrorState error={c.cart.error} onRetry={c.cart.retry} /></Box>;
  if (!c.ownCart) {
    return (
      <Box sx={frame} data-testid="checkout-page" data-empty="true">
        {heading}
        <EmptyState testId="checkout-empty" title={t('cart.empty.title')} text={t('cart.empty.text')} action={{ href: shopPath(shop), label: t('cart.continue.shopping') }} />
      </Box>
    );
  }

  return (
    <Box sx={frame} data-testid="checkout-page">
      {heading}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <MethodSection value={form.type} onChange={(type) => update({ type })} />
          {form.type === 'delivery' ? (
            <AddressSection address={form.address} onChange={(address) => update({ address })} inZone={c.inZone} checking={c.zoneChecking} />
          ) : (
            <BranchSection shopId={shop.id} value={form.branchId} onChange={(branchId) => update({ branchId })} />
          )}
          <WhenSection type={form.type} days={c.days} date={form.date} time={form.time} slots={c.slots} onDate={c.setDate} onTime={c.setTime} />
          <ContactSection value={form} phoneRequired={settings.before_order_phone_required === '1'} onChange={update} />
          <CouponSection shopId={shop.id} applied={form.coupon} onApply={(coupon) => update({ coupon })} />
          {form.type === 'delivery' ? <TipsSection value={form.tip} subtotal={c.subtotal} onChange={(tip) => update({ tip })} /> : null}
          <PaymentSection payments={c.offered} loading={c.payments.isPending} error={c.payments.error} onRetry={() => void c.payments.refetch()} value={form.paymentId} onChange={(paymentId) => update({ paymentId })} walletBalance={c.walletBalance} total={c.totals.data?.total_price} />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <SummarySection lines={c.lines} totals={c.totals.data} totalsLoading={c.totals.isFetching} problem={c.problem} failure={order.failure ?? (c.inZone === false ? null : c.totals.error)} busy={order.busy} onPlace={() => void order.place()} />
          <Button component={NextLink} href={shopPath(shop)} fullWidth sx={{ mt: 1 }}>
            {t('cart.continue.shopping')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
