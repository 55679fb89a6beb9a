import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { LoadMore } from '../content/LoadMore';
import { flattenPages } from '../content/pagination';
import { CardsSkeleton, ErrorState } from '../content/States';
import { http } from '../http/browser';
import { reviewsQuery } from './queries';

/** Reviews: the first page comes with the server HTML, "load more" reads the next ones. */
export function ShopReviews({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(reviewsQuery(http, locale, id));
  const reviews = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  return (
    <Box component="section" aria-labelledby="shop-reviews-title" data-testid="shop-reviews" sx={{ mt: 5 }}>
      <Typography id="shop-reviews-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {t('shop.reviews.title')}
      </Typography>
      {query.isPending ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <CardsSkeleton count={2} media={false} />
        </Box>
      ) : query.isError && reviews.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : reviews.length === 0 ? (
        <Typography color="text.secondary">{t('shop.reviews.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {reviews.map((review) => (
            <Box component="li" key={review.id} data-testid="review" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>{[review.user?.firstname, review.user?.lastname].filter(Boolean).join(' ')}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(review.created_at, locale)}
                </Typography>
              </Box>
              <Rating value={review.rating} readOnly size="small" sx={{ mt: 0.5 }} />
              {review.comment ? <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{review.comment}</Typography> : null}
            </Box>
          ))}
        </Box>
      )}
      <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </Box>
  );
}
