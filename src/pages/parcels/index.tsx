import { useTranslation } from '@/ui/i18n/texts';
import { ParcelGate } from '@/ui/parcels/ParcelGate';
import { ParcelsView } from '@/ui/parcels/ParcelsView';
import { loadParcelsPage } from '@/ui/parcels/ssr';
import { shellPage } from '@/ui/ssr/shell';

/** The customer's parcels; guests are asked to sign in first (spec §6). */
export default function ParcelsPage() {
  const { t } = useTranslation();
  return (
    <ParcelGate heading={t('parcels.title')} next="/parcels">
      <ParcelsView />
    </ParcelGate>
  );
}

/** Plain CSS: no MUI (ADR 0011). */
ParcelsPage.plain = true;

export const getServerSideProps = shellPage({}, loadParcelsPage);
