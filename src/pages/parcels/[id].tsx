import { useTranslation } from '@/ui/i18n/texts';
import { ParcelGate } from '@/ui/parcels/ParcelGate';
import { ParcelView } from '@/ui/parcels/ParcelView';
import { loadParcelPage } from '@/ui/parcels/ssr';
import { shellPage } from '@/ui/ssr/shell';

/** One parcel, followed live; guests are asked to sign in first. */
export default function ParcelPage({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <ParcelGate heading={t('parcel.number', { id })} next={`/parcels/${id}`}>
      <ParcelView key={id} id={id} />
    </ParcelGate>
  );
}

/** Plain CSS: no MUI (ADR 0011). */
ParcelPage.plain = true;

export const getServerSideProps = shellPage({}, loadParcelPage);
