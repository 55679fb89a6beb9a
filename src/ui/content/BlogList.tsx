import Box from '@mui/material/Box';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo } from 'react';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import { BlogCard } from './BlogCard';
import { LoadMore } from './LoadMore';
import { PageFrame } from './PageFrame';
import { flattenPages } from './pagination';
import { blogsQuery, PER_PAGE } from './queries';
import { CardsSkeleton, EmptyState, ErrorState } from './States';

export const GRID_SX = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** /blog: posts newest first; the first page comes with the server HTML, "load more" reads the next. */
export function BlogList() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(blogsQuery(http, locale));
  const posts = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  return (
    <PageFrame heading={t('blog.title')} subtitle={t('blog.latest')} testId="blog-page">
      {query.isPending ? (
        <Box sx={GRID_SX}>
          <CardsSkeleton count={PER_PAGE.blogs} />
        </Box>
      ) : query.isError && posts.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : posts.length === 0 ? (
        <EmptyState title={t('blog.empty.title')} text={t('blog.empty.text')} />
      ) : (
        <>
          <Box sx={GRID_SX} data-testid="blog-list">
            {posts.map((post, i) => (
              <BlogCard key={post.id} blog={post} locale={locale} priority={i === 0} />
            ))}
            {query.isFetchingNextPage ? <CardsSkeleton count={2} /> : null}
          </Box>
          {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
          <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </>
      )}
    </PageFrame>
  );
}
