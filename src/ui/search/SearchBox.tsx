import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '../store/hooks';
import { addSearch } from '../store/slices/search';
import { debounce, normalizeTerm, shouldSuggest, SUGGEST_DELAY_MS } from './suggest';

// The panel's lists load on first focus: they are not needed to paint or hydrate the page.
const SearchSuggestions = dynamic(() => import('./SearchSuggestions').then((m) => m.SearchSuggestions), { ssr: false });
const SearchHistory = dynamic(() => import('./SearchHistory').then((m) => m.SearchHistory), { ssr: false });

/** The search field: debounced suggestions for shops and products; the history while it is empty. */
export function SearchBox({ initial = '', suggestions = true }: { initial?: string; suggestions?: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [text, setText] = useState(initial);
  const [term, setTerm] = useState(initial);
  const [open, setOpen] = useState(false);
  const settle = useMemo(() => debounce((value: string) => setTerm(value), SUGGEST_DELAY_MS), []);
  useEffect(() => () => settle.cancel(), [settle]);

  const remember = (value: string) => {
    const clean = normalizeTerm(value);
    if (clean) dispatch(addSearch(clean));
    setOpen(false);
    return clean;
  };
  const submit = (value: string) => {
    const clean = remember(value);
    if (clean) void router.push({ pathname: '/search', query: { q: clean } });
  };
  const pick = (value: string) => {
    setText(value);
    setTerm(value);
    submit(value);
  };
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 640 }} data-testid="search-box">
        <Paper
          component="form"
          role="search"
          variant="outlined"
          onSubmit={(e) => (e.preventDefault(), submit(text))}
          sx={{ display: 'flex', alignItems: 'center', px: 1.5, borderRadius: 6 }}
        >
          <InputBase
            value={text}
            onChange={(e) => (setText(e.target.value), settle(e.target.value), setOpen(true))}
            onFocus={() => setOpen(true)}
            onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
            placeholder={t('search.placeholder')}
            sx={{ flex: 1, py: 1 }}
            inputProps={{ 'aria-label': t('common.search'), 'data-testid': 'search-input', type: 'search', enterKeyHint: 'search' }}
          />
          <IconButton type="submit" aria-label={t('common.search')} data-testid="search-submit">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="none" stroke="currentColor" strokeWidth="2" d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zm5.3-2.2L21 21" />
            </svg>
          </IconButton>
        </Paper>
        {open ? (
          <Paper elevation={6} sx={{ position: 'absolute', insetInline: 0, top: '100%', mt: 1, zIndex: 'modal', maxHeight: 420, overflowY: 'auto', borderRadius: 3 }} data-testid="search-panel">
            {suggestions && shouldSuggest(term) ? <SearchSuggestions term={term} onPick={() => remember(term)} /> : <SearchHistory onPick={pick} />}
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
