import { useTranslation } from '@/ui/i18n/texts';
import { EmptyState } from '../content/States';
import type { ApplicationStatus } from './ssr';

const TITLE: Record<ApplicationStatus, string> = { new: 'seller.status.under_review', accepted: 'seller.status.accepted', rejected: 'seller.status.rejected' };

/**
 * Where a seller or driver application stands: "under review", "accepted" or "rejected", with what happens next.
 * `kind` picks the texts (seller.* or driver.*); a rejection shows the staff's note when there is one.
 */
export function ApplicationState({ kind, status, note }: { kind: 'seller' | 'driver'; status: ApplicationStatus; note?: string | null }) {
  const { t } = useTranslation();
  const text = status === 'new' ? t(`${kind}.under.review.text`) : status === 'accepted' ? t(`${kind}.accepted.text`) : note || t(`${kind}.rejected.text`);
  return (
    <div data-testid="application-state" data-status={status}>
      <EmptyState title={t(TITLE[status])} text={text} action={{ href: '/', label: t('common.go.home') }} testId={`${kind}-status`} />
    </div>
  );
}
