import { useTranslation } from '@/ui/i18n/texts';
import { ParcelCheckoutView } from '@/ui/parcels/ParcelCheckoutView';
import { ParcelGate } from '@/ui/parcels/ParcelGate';
import { loadParcelCheckoutPage } from '@/ui/parcels/ssr';
import { shellPage } from '@/ui/ssr/shell';

/** Send a parcel door to door; guests are asked to sign in first (spec §6). */
export default function ParcelCheckoutPage() {
  const { t } = useTranslation();
  return (
    <ParcelGate heading={t('parcel.title')} next="/parcel-checkout">
      <ParcelCheckoutView />
    </ParcelGate>
  );
}

/** Plain CSS: no MUI (ADR 0011); the rules (yup) load with the first validation. */
ParcelCheckoutPage.plain = true;

export const getServerSideProps = shellPage({}, loadParcelCheckoutPage);
