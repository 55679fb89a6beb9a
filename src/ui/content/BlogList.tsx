import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo } from 'react';
import { useShell } from '../app/ShellContext';
import cards from '../home/cards.module.css';
import { http } from '../http/browser';
import { BlogCard } from './BlogCard';
import { LoadMore } from './LoadMore';
import { PageFrame } from './PageFrame';
import { flattenPages } from './pagination';
import { blogsQuery, PER_PAGE } from './queries';
import { CardsSkeleton, EmptyState, ErrorState } from './States';

/** /blog: posts newest first; the first page comes with the server HTML, "load more" reads the next. */
export function BlogList() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(blogsQuery(http, locale));
  const posts = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  return (
    <PageFrame heading={t('blog.title')} subtitle={t('blog.latest')} testId="blog-page">
      {query.isPending ? (
        <div className={cards.grid}>
          <CardsSkeleton count={PER_PAGE.blogs} />
        </div>
      ) : query.isError && posts.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : posts.length === 0 ? (
        <EmptyState title={t('blog.empty.title')} text={t('blog.empty.text')} />
      ) : (
        <>
          <div className={cards.grid} data-testid="blog-list">
            {posts.map((post, i) => (
              <BlogCard key={post.id} blog={post} locale={locale} priority={i === 0} />
            ))}
            {query.isFetchingNextPage ? <CardsSkeleton count={2} /> : null}
          </div>
          {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
          <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </>
      )}
    </PageFrame>
  );
}
