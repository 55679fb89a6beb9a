import { useTranslation } from '@/ui/i18n/texts';
import { refundDisplay } from './actions';
import css from './status-chip.module.css';

const COLOR = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** A refund's status as pending / approved / rejected (the API says pending / accepted / canceled). */
export function RefundChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const shown = refundDisplay(status);
  return (
    <span className={`${css.chip} ${css[COLOR[shown]]}`} data-testid="refund-status" data-status={shown}>
      {t(`refund.status.${shown}`)}
    </span>
  );
}
