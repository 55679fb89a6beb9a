import Chip from '@mui/material/Chip';
import { useTranslation } from '@/ui/i18n/texts';

const COLORS: Record<string, 'default' | 'primary' | 'success' | 'error' | 'warning' | 'info'> = {
  new: 'info',
  accepted: 'primary',
  cooking: 'warning',
  ready: 'primary',
  on_a_way: 'primary',
  delivered: 'success',
  canceled: 'error',
};

/** An order's status as a small coloured label. */
export function StatusChip({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status] ?? 'default'} label={t(`order.status.${status}`, status)} data-testid={testId} data-status={status} />;
}
