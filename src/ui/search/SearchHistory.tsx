import { useTranslation } from '@/ui/i18n/texts';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { KeyboardEvent } from 'react';
import plain from '../app/plain.module.css';
import { clearSearch, removeSearch, selectSearchHistory } from '../store/slices/search';
import css from './search.module.css';

const CANCEL = 'M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z';

/**
 * Recent searches (at most 5, newest first, no duplicates: the search slice keeps them so). Their title is the
 * /search page's h2 (`titleAs`), plain text in the header's search panel (no heading outline there).
 */
export function SearchHistory({ onPick, titleAs = 'p' }: { onPick: (term: string) => void; titleAs?: 'h2' | 'p' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectSearchHistory);
  if (!history.length) return null;
  const TitleTag = titleAs;
  // As MUI's deletable Chip: Backspace or Delete on a focused term removes it.
  const onKeyUp = (term: string) => (e: KeyboardEvent) => {
    if (e.target === e.currentTarget && (e.key === 'Backspace' || e.key === 'Delete')) dispatch(removeSearch(term));
  };
  return (
    <div data-testid="search-history" className={css.history}>
      <div className={css.historyHead}>
        <TitleTag className={css.subtitle2}>{t('search.history.title')}</TitleTag>
        <button type="button" className={`${plain.btn} ${plain.small} ${plain.primary}`} onClick={() => dispatch(clearSearch())} data-testid="search-history-clear">
          {t('search.history.clear')}
        </button>
      </div>
      <ul className={css.chips}>
        {history.map((term) => (
          <li key={term}>
            <button type="button" className={css.chip} data-testid="search-history-item" onClick={() => onPick(term)} onKeyUp={onKeyUp(term)}>
              <span className={css.chipLabel}>{term}</span>
              <svg
                className={css.chipDelete}
                viewBox="0 0 24 24"
                aria-hidden
                focusable="false"
                onClick={(e) => {
                  e.stopPropagation();
                  dispatch(removeSearch(term));
                }}
              >
                <path d={CANCEL} />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
