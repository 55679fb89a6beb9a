import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';

/** The "load more" button under an infinite list; hidden once the last page is read. */
export function LoadMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Button variant="outlined" size="large" onClick={onClick} disabled={loading} data-testid="load-more" sx={{ minWidth: 200 }}>
        {loading ? t('common.loading') : t('common.load.more')}
      </Button>
    </Box>
  );
}
