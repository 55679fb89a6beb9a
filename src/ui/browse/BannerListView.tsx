import { useInfiniteList } from '../content/useInfiniteList';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { LoadMore } from '../content/LoadMore';
import { PageFrame } from '../content/PageFrame';
import { CardsSkeleton, EmptyState, ErrorState } from '../content/States';
import { http } from '../http/browser';
import { useAppSelector } from '../store/hooks';
import { selectLocation } from '../store/slices/settings';
import { bannerBase, type BannerKind } from './banner-pages';
import { BannerCards } from './BannerCards';
import { BrowseSeo } from './BrowseSeo';
import { bannerListQuery } from './queries';

/** /promotion and /ads: every active banner (or ad near the chosen place), each a link to its shops. */
export function BannerListView({ kind, siteUrl }: { kind: BannerKind; siteUrl: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useAppSelector(selectLocation);
  const query = useInfiniteQuery(bannerListQuery(http, locale, kind, location));
  const { items: banners, more, next, sentinel } = useInfiniteList(query);
  const name = t(kind === 'ads' ? 'ads.title' : 'promotion.title');
  const description = t(kind === 'ads' ? 'browse.ads.description' : 'browse.promotions.description');
  const path = bannerBase(kind);
  return (
    <PageFrame title={name} heading={name} subtitle={description} width={1280} testId={`${kind}-page`}>
      <BrowseSeo siteUrl={siteUrl} path={path} name={name} description={description} image={banners[0]?.img} crumbs={[{ name, path }]} />
      {query.isPending ? (
        <CardsSkeleton count={3} />
      ) : query.isError && banners.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : banners.length === 0 ? (
        <EmptyState title={t('browse.banners.none.title')} text={t('browse.banners.none.text')} action={{ href: '/', label: t('common.go.home') }} />
      ) : (
        <>
          <BannerCards banners={banners} kind={kind} firstPriority level={2} />
          <div ref={sentinel} aria-hidden="true" />
          <LoadMore hasMore={more} loading={query.isFetchingNextPage} onClick={next} />
        </>
      )}
    </PageFrame>
  );
}
