import { useInfiniteQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo } from 'react';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import type { Career } from '../types/api';
import css from './cards.module.css';
import { LoadMore } from './LoadMore';
import { PageFrame } from './PageFrame';
import { flattenPages } from './pagination';
import { careersQuery } from './queries';
import { CardsSkeleton, EmptyState, ErrorState } from './States';
import { excerpt } from './text';

/** Category and place of a position, as small labels. */
export function CareerMeta({ career }: { career: Career }) {
  const { t } = useTranslation();
  const place = career.translation?.address ?? career.location;
  return (
    <div className={css.chips}>
      {career.category?.translation?.title ? <span className={css.chip}>{career.category.translation.title}</span> : null}
      {place ? <span className={`${css.chip} ${css.outlined}`}>{`${t('career.location')}: ${place}`}</span> : null}
    </div>
  );
}

function CareerRow({ career }: { career: Career }) {
  return (
    <article data-testid="career-card" className={css.card}>
      <NextLink href={`/careers/${career.id}`} className={`${css.link} ${css.padWide}`}>
        <h2 className={css.roleTitle}>{career.translation?.title}</h2>
        <CareerMeta career={career} />
        <p className={css.excerpt} style={{ marginTop: 12 }}>
          {excerpt(career.translation?.description, 180)}
        </p>
      </NextLink>
    </article>
  );
}

/** /careers: open positions; first page server-rendered, "load more" for the rest. */
export function CareerList() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(careersQuery(http, locale));
  const careers = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  return (
    <PageFrame heading={t('careers.title')} subtitle={t('careers.subtitle')} width={900} testId="careers-page">
      {query.isPending ? (
        <div className={css.list}>
          <CardsSkeleton count={4} media={false} />
        </div>
      ) : query.isError && careers.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : careers.length === 0 ? (
        <EmptyState title={t('careers.empty.title')} text={t('careers.empty.text')} />
      ) : (
        <>
          <div className={css.list} data-testid="career-list">
            {careers.map((career) => (
              <CareerRow key={career.id} career={career} />
            ))}
            {query.isFetchingNextPage ? <CardsSkeleton count={2} media={false} /> : null}
          </div>
          {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
          <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </>
      )}
    </PageFrame>
  );
}
