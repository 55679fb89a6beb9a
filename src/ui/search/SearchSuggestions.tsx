import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import plain from '../app/plain.module.css';
import { useShell } from '../app/ShellContext';
import { shopHref } from '../home/ShopCard';
import { http } from '../http/browser';
import { productSearchQuery, shopSearchQuery } from './queries';
import css from './search.module.css';
import { topHits } from './suggest';

/** Shops and products matching a term; "no results" with a retry when a read fails or finds nothing. */
export function SearchSuggestions({ term, limit = 5, onPick }: { term: string; limit?: number; onPick: () => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const shops = useQuery(shopSearchQuery(http, locale, term, limit));
  const products = useQuery(productSearchQuery(http, locale, term, limit));
  if (shops.isPending || products.isPending) {
    return (
      <div className={css.pad} aria-busy="true" aria-label={t('common.loading')} data-testid="search-loading">
        <span className={`${plain.skel} ${plain.skelLine}`} />
        <span className={`${plain.skel} ${plain.skelLine}`} style={{ width: '70%' }} />
      </div>
    );
  }
  const shopHits = topHits(shops.data, limit);
  const productHits = topHits(products.data, limit);
  if (!shopHits.length && !productHits.length) {
    const failed = shops.isError || products.isError;
    return (
      <div className={`${css.pad} ${css.center}`} role="status" data-testid="search-no-results">
        <p className={`${css.p} ${css.bold}`}>{t('search.no.results.title')}</p>
        <p className={`${css.body2} ${css.muted}`}>{t('search.no.results.text', { query: term })}</p>
        {failed ? (
          <button type="button" className={`${plain.btn} ${plain.small} ${plain.primary} ${css.retry}`} onClick={() => (void shops.refetch(), void products.refetch())} data-testid="search-retry">
            {t('search.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <ul className={css.list} data-testid="search-suggestions">
      {shopHits.length ? <li className={css.subheader}>{t('search.shops')}</li> : null}
      {/* A list holds only items: each link sits in its <li>. */}
      {shopHits.map((shop) => (
        <li key={`s${shop.id}`}>
          <NextLink href={shopHref(shop)} onClick={onPick} className={css.item} data-testid="suggestion-shop">
            <ItemText primary={shop.translation?.title} secondary={shop.translation?.address} />
          </NextLink>
        </li>
      ))}
      {productHits.length ? <li className={css.subheader}>{t('search.products')}</li> : null}
      {productHits.map((product) => (
        <li key={`p${product.id}`}>
          <NextLink
            className={css.item}
            href={`${shopHref({ id: product.shop?.id ?? product.shop_id ?? 0, type: product.shop?.type === 'shop' ? 'shop' : 'restaurant' })}?product=${encodeURIComponent(product.uuid)}`}
            onClick={onPick}
            data-testid="suggestion-product"
          >
            <ItemText primary={product.translation?.title} secondary={product.shop?.translation?.title} />
          </NextLink>
        </li>
      ))}
    </ul>
  );
}

/** MUI's ListItemText: the title, and under it the secondary line. */
function ItemText({ primary, secondary }: { primary?: string; secondary?: string }) {
  return (
    <div className={css.itemText}>
      <span className={css.primary}>{primary}</span>
      {secondary ? <p className={css.secondary}>{secondary}</p> : null}
    </div>
  );
}
