import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { shopHref } from '../home/ShopCard';
import { http } from '../http/browser';
import { productSearchQuery, shopSearchQuery } from './queries';
import { topHits } from './suggest';

/** Shops and products matching a term; "no results" with a retry when a read fails or finds nothing. */
export function SearchSuggestions({ term, limit = 5, onPick }: { term: string; limit?: number; onPick: () => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const shops = useQuery(shopSearchQuery(http, locale, term, limit));
  const products = useQuery(productSearchQuery(http, locale, term, limit));
  if (shops.isPending || products.isPending) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('common.loading')} data-testid="search-loading">
        <Skeleton variant="text" />
        <Skeleton variant="text" width="70%" />
      </Box>
    );
  }
  const shopHits = topHits(shops.data, limit);
  const productHits = topHits(products.data, limit);
  if (!shopHits.length && !productHits.length) {
    const failed = shops.isError || products.isError;
    return (
      <Box sx={{ p: 2, textAlign: 'center' }} role="status" data-testid="search-no-results">
        <Typography sx={{ fontWeight: 700 }}>{t('search.no.results.title')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('search.no.results.text', { query: term })}
        </Typography>
        {failed ? (
          <Button size="small" sx={{ mt: 1 }} onClick={() => (void shops.refetch(), void products.refetch())} data-testid="search-retry">
            {t('search.retry')}
          </Button>
        ) : null}
      </Box>
    );
  }
  return (
    <List dense data-testid="search-suggestions" sx={{ py: 0 }}>
      {shopHits.length ? <ListSubheader>{t('search.shops')}</ListSubheader> : null}
      {/* A list holds only items: each link sits in its <li>. */}
      {shopHits.map((shop) => (
        <li key={`s${shop.id}`}>
          <ListItemButton component={NextLink} href={shopHref(shop)} onClick={onPick} data-testid="suggestion-shop">
            <ListItemText primary={shop.translation?.title} secondary={shop.translation?.address} />
          </ListItemButton>
        </li>
      ))}
      {productHits.length ? <ListSubheader>{t('search.products')}</ListSubheader> : null}
      {productHits.map((product) => (
        <li key={`p${product.id}`}>
          <ListItemButton
            component={NextLink}
            href={`${shopHref({ id: product.shop?.id ?? product.shop_id ?? 0, type: product.shop?.type === 'shop' ? 'shop' : 'restaurant' })}?product=${encodeURIComponent(product.uuid)}`}
            onClick={onPick}
            data-testid="suggestion-product"
          >
            <ListItemText primary={product.translation?.title} secondary={product.shop?.translation?.title} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
