import Chip from '@mui/material/Chip';
import { useTranslation } from '@/ui/i18n/texts';
import { refundDisplay } from './actions';

const COLOR = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** A refund's status as pending / approved / rejected (the API says pending / accepted / canceled). */
export function RefundChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const shown = refundDisplay(status);
  return <Chip size="small" color={COLOR[shown]} label={t(`refund.status.${shown}`)} data-testid="refund-status" data-status={shown} />;
}
