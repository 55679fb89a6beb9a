import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo } from 'react';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { LoadMore } from '../content/LoadMore';
import { flattenPages } from '../content/pagination';
import { CardsSkeleton } from '../content/Skeletons';
import { http } from '../http/browser';
import { reviewsQuery } from './queries';
import css from './shop.module.css';
import { ErrorState } from './lazy-states';
import { StarIcon } from '../app/icons';

/** A read-only rating as five stars (whole stars, labelled like a rating input: "4 Stars"). */
function Stars({ value }: { value: number }) {
  const whole = Math.round(value);
  return (
    <span role="img" aria-label={`${whole} Star${whole === 1 ? '' : 's'}`} className={css.stars}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={n > whole ? css.starOff : undefined} />
      ))}
    </span>
  );
}

/** Reviews: the first page comes with the server HTML, "load more" reads the next ones. */
export function ShopReviews({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(reviewsQuery(http, locale, id));
  const reviews = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  return (
    <section aria-labelledby="shop-reviews-title" data-testid="shop-reviews" className={css.reviews}>
      <h2 id="shop-reviews-title" className={`${css.h2} ${css.reviewsTitle}`}>
        {t('shop.reviews.title')}
      </h2>
      {query.isPending ? (
        <div style={{ display: 'grid', gap: 16 }}>
          <CardsSkeleton count={2} media={false} />
        </div>
      ) : query.isError && reviews.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : reviews.length === 0 ? (
        <p className={css.muted}>{t('shop.reviews.empty')}</p>
      ) : (
        <ul className={css.reviewList}>
          {reviews.map((review) => (
            <li key={review.id} data-testid="review" className={css.box} style={{ minWidth: 0 }}>
              <div className={css.reviewTop}>
                <strong>{[review.user?.firstname, review.user?.lastname].filter(Boolean).join(' ')}</strong>
                <span className={css.caption}>{formatDate(review.created_at, locale)}</span>
              </div>
              <Stars value={review.rating} />
              {review.comment ? <p className={css.comment}>{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </section>
  );
}
