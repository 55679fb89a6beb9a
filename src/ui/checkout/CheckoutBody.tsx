import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useRef } from 'react';
import MuiScope from '../app/MuiScope';
import { useShell } from '../app/ShellContext';
import { detailLineViews } from '../cart/lines';
import { shopPath } from '../cart/paths';
import { EmptyState, ErrorState } from '../content/States';
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
import { BodySkeleton } from './BodySkeleton';

/**
 * The checkout form (loaded in the browser only, see CheckoutScreen): sections on the left, the summary on the
 * right (below on phones, with Place order in a bar fixed to the bottom of the screen).
 */
export default function CheckoutBody({ shop }: { shop: Shop }) {
  // The page around it is plain CSS (ADR 0011): MUI's theme comes with the form, off the first load.
  return (
    <MuiScope>
      <CheckoutForm shop={shop} />
    </MuiScope>
  );
}

function CheckoutForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const { settings } = useShell();
  const c = useCheckout(shop);
  const order = usePlaceOrder(c);
  const { form, update, formik } = c;
  const street = useRef<HTMLInputElement>(null);

  if (c.cart.isLoading) return <BodySkeleton />;
  if (c.cart.error) return <ErrorState error={c.cart.error} onRetry={c.cart.retry} />;
  if (!c.ownCart) {
    return (
      <Box data-testid="checkout-page" data-empty="true">
        <EmptyState testId="checkout-empty" title={t('cart.empty.title')} text={t('cart.empty.text')} action={{ href: shopPath(shop), label: t('cart.continue.shopping') }} />
      </Box>
    );
  }

  const streetError = formik.touched.address?.address ? formik.errors.address?.address : undefined;
  // Place order checks the typed fields first: a missing street shows under its field, which gets the focus.
  const place = async () => {
    void formik.setFieldTouched('address.address', true, false);
    const errors = await formik.validateForm();
    if (errors.address) {
      street.current?.focus();
      street.current?.scrollIntoView({ block: 'center' });
      return;
    }
    void order.place();
  };
  // The lines and the totals come from the same answer (cart/calculate) once it is there, so they add up.
  // Lines as the totals count them (before discount), except in a group cart: there each line says whose it is.
  const grouped = Boolean(c.cart.cart?.group);
  const lines = !grouped && c.totals.data?.products?.length ? detailLineViews(c.totals.data.products) : c.lines;

  return (
    <Box data-testid="checkout-page" sx={{ pb: { xs: 20, md: 0 } }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <MethodSection value={form.type} onChange={(type) => update({ type })} />
          {form.type === 'delivery' ? (
            <AddressSection
              address={form.address}
              onChange={(address) => update({ address })}
              onStreetBlur={() => void formik.setFieldTouched('address.address', true)}
              streetError={typeof streetError === 'string' ? streetError : undefined}
              streetRef={street}
              inZone={c.inZone}
              checking={c.zoneChecking}
              saved={{ list: c.savedAddresses, chosen: c.chosenSaved, saveAs: c.saveAs, onSaveAs: c.setSaveAs, canSave: Boolean(c.point) }}
            />
          ) : (
            <BranchSection shopId={shop.id} value={form.branchId} onChange={(branchId) => update({ branchId })} />
          )}
          <WhenSection type={form.type} days={c.days} date={form.date} time={form.time} slots={c.slots} asap={c.asap?.time ?? null} onDate={c.setDate} onTime={c.setTime} />
          <ContactSection value={form} phoneRequired={settings.before_order_phone_required === '1'} onChange={update} />
          <CouponSection shopId={shop.id} applied={form.coupon} onApply={(coupon) => update({ coupon })} />
          {form.type === 'delivery' ? <TipsSection value={form.tip} subtotal={c.subtotal} onChange={(tip) => update({ tip })} /> : null}
          <PaymentSection payments={c.offered} loading={c.payments.isPending} error={c.payments.error} onRetry={() => void c.payments.refetch()} value={form.paymentId} onChange={(paymentId) => update({ paymentId })} walletBalance={c.walletBalance} total={c.totals.data?.total_price} />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <SummarySection lines={lines} totals={c.totals.data} totalsLoading={c.totals.isFetching} problem={c.problem} failure={order.failure ?? (c.inZone === false ? null : c.totals.error)} busy={order.busy} onPlace={() => void place()} />
          <Button component={NextLink} href={shopPath(shop)} fullWidth sx={{ mt: 1 }}>
            {t('cart.continue.shopping')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
