import { useTranslation } from '@/ui/i18n/texts';
import css from './status-chip.module.css';

const COLORS: Record<string, 'default' | 'primary' | 'success' | 'error' | 'warning' | 'info'> = {
  new: 'info',
  accepted: 'primary',
  cooking: 'warning',
  ready: 'primary',
  on_a_way: 'primary',
  delivered: 'success',
  canceled: 'error',
};

/** An order's status as a small coloured label (MUI's small Chip in plain CSS: lists of plain pages show it). */
export function StatusChip({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${css.chip} ${css[COLORS[status] ?? 'default']}`} data-testid={testId} data-status={status}>
      {t(`order.status.${status}`, status)}
    </span>
  );
}
