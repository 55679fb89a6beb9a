import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';

/** The "load more" button under an infinite list; hidden once the last page is read. */
export function LoadMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className={ui.center}>
      <button type="button" className={`${ui.btn} ${ui.outlined} ${ui.large}`} style={{ minWidth: 200 }} onClick={onClick} disabled={loading} data-testid="load-more">
        {loading ? t('common.loading') : t('common.load.more')}
      </button>
    </div>
  );
}
