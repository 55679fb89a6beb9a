import { clientOnly } from '../app/client-only';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useEffect, useMemo, useRef, useState } from 'react';
import ui from '../app/plain.module.css';
import { useAppDispatch } from '../store/hooks';
import { addSearch } from '../store/slices/search';
import css from './search.module.css';
import { debounce, normalizeTerm, shouldSuggest, SUGGEST_DELAY_MS } from './suggest';

// The panel's lists load on first focus: they are not needed to paint or hydrate the page.
const SearchPanel = clientOnly(() => import('./SearchPanel').then((m) => m.default));

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
  // Closes the panel when focus or a click lands outside the box (a plain listener: no MUI on the home path).
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);
  return (
    <div ref={box} className={css.box} data-testid="search-box">
      <form role="search" className={css.form} onSubmit={(e) => (e.preventDefault(), submit(text))}>
        <input
          className={css.input}
          value={text}
          onChange={(e) => (setText(e.target.value), settle(e.target.value), setOpen(true))}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          placeholder={t('search.placeholder')}
          aria-label={t('common.search')}
          data-testid="search-input"
          type="search"
          enterKeyHint="search"
        />
        <button type="submit" className={ui.icon} aria-label={t('common.search')} data-testid="search-submit">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zm5.3-2.2L21 21" />
          </svg>
        </button>
      </form>
      {open ? (
        <div className={css.panel} data-testid="search-panel">
          <SearchPanel term={term} suggest={suggestions && shouldSuggest(term)} onPickSuggestion={() => remember(term)} onPickHistory={pick} />
        </div>
      ) : null}
    </div>
  );
}
