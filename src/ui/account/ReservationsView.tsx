import { useTranslation } from 'next-i18next/pages';
import { PageFrame } from '../content/PageFrame';
import { EmptyState } from '../content/States';

/** /reservations: the booking history; empty until table booking arrives. */
export function ReservationsView() {
  const { t } = useTranslation();
  return (
    <PageFrame heading={t('reservations.title')} width={880} testId="reservations-page">
      <EmptyState title={t('reservations.empty.title')} text={t('reservations.empty.text')} action={{ href: '/', label: t('common.go.home') }} />
    </PageFrame>
  );
}
