import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { clearSearch, removeSearch, selectSearchHistory } from '../store/slices/search';

/**
 * Recent searches (at most 5, newest first, no duplicates: the search slice keeps them so). Their title is the
 * /search page's h2 (`titleAs`), plain text in the header's search panel (no heading outline there).
 */
export function SearchHistory({ onPick, titleAs = 'p' }: { onPick: (term: string) => void; titleAs?: 'h2' | 'p' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectSearchHistory);
  if (!history.length) return null;
  return (
    <Box data-testid="search-history" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component={titleAs} sx={{ fontWeight: 700 }}>
          {t('search.history.title')}
        </Typography>
        <Button size="small" onClick={() => dispatch(clearSearch())} data-testid="search-history-clear">
          {t('search.history.clear')}
        </Button>
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {history.map((term) => (
          <li key={term}>
            <Chip label={term} data-testid="search-history-item" onClick={() => onPick(term)} onDelete={() => dispatch(removeSearch(term))} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
