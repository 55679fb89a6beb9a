import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { excerpt } from '../content/text';
import { PageFrame } from '../content/PageFrame';
import { CardsSkeleton, EmptyState, ErrorState } from '../content/States';
import { categoriesQuery } from '../home/queries';
import { http } from '../http/browser';
import { BrowseSeo } from './BrowseSeo';
import { CategoryGrid } from './CategoryGrid';

/** /shop-category: every shop category, each a link to its shops. */
export function CategoryListView({ siteUrl }: { siteUrl: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(categoriesQuery(http, locale));
  const name = t('browse.categories.title');
  const description = excerpt(t('browse.categories.description'));
  return (
    <PageFrame title={name} heading={name} subtitle={description} width={1280} testId="category-list-page">
      <BrowseSeo siteUrl={siteUrl} path="/shop-category" name={name} description={description} crumbs={[{ name, path: '/shop-category' }]} />
      {query.isPending ? (
        <CardsSkeleton count={6} media={false} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('browse.categories.empty')} />
      ) : (
        <CategoryGrid categories={query.data} />
      )}
    </PageFrame>
  );
}
