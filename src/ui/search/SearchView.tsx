import { useTranslation } from '@/ui/i18n/texts';
import { PageFrame } from '../content/PageFrame';
import { SearchBox } from './SearchBox';
import { SearchHistory } from './SearchHistory';
import { SearchSuggestions } from './SearchSuggestions';
import css from './search.module.css';
import { normalizeTerm, shouldSuggest } from './suggest';
import { useRouter } from 'next/router';

/** /search?q=: the field, the results for the term (shops and products) and the history. */
export function SearchView({ q }: { q: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const term = normalizeTerm(q);
  return (
    <PageFrame heading={t('common.search')} testId="search-page">
      <SearchBox key={term} initial={term} />
      <div className={css.results}>
        {shouldSuggest(term) ? (
          <>
            <h2 className={css.h6}>{t('search.showing.results.for', { query: term })}</h2>
            <SearchSuggestions term={term} limit={20} onPick={() => undefined} />
          </>
        ) : (
          <SearchHistory titleAs="h2" onPick={(value) => void router.push({ pathname: '/search', query: { q: value } })} />
        )}
      </div>
    </PageFrame>
  );
}
