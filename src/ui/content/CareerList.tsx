import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo } from 'react';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import type { Career } from '../types/api';
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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {career.category?.translation?.title ? <Chip size="small" label={career.category.translation.title} /> : null}
      {place ? <Chip size="small" variant="outlined" label={`${t('career.location')}: ${place}`} sx={{ maxWidth: '100%' }} /> : null}
    </Box>
  );
}

function CareerRow({ career }: { career: Career }) {
  return (
    <Box component="article" data-testid="career-card" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', overflow: 'hidden' }}>
      <CardActionArea component={NextLink} href={`/careers/${career.id}`} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
          {career.translation?.title}
        </Typography>
        <CareerMeta career={career} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {excerpt(career.translation?.description, 180)}
        </Typography>
      </CardActionArea>
    </Box>
  );
}

/** /careers: open positions; first page server-rendered, "load more" for the rest. */
export function CareerList() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(careersQuery(http, locale));
  const careers = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const list = { display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' } as const;
  return (
    <PageFrame heading={t('careers.title')} subtitle={t('careers.subtitle')} width={900} testId="careers-page">
      {query.isPending ? (
        <Box sx={list}>
          <CardsSkeleton count={4} media={false} />
        </Box>
      ) : query.isError && careers.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : careers.length === 0 ? (
        <EmptyState title={t('careers.empty.title')} text={t('careers.empty.text')} />
      ) : (
        <>
          <Box sx={list} data-testid="career-list">
            {careers.map((career) => (
              <CareerRow key={career.id} career={career} />
            ))}
            {query.isFetchingNextPage ? <CardsSkeleton count={2} media={false} /> : null}
          </Box>
          {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
          <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </>
      )}
    </PageFrame>
  );
}
