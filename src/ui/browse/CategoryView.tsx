import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import frame from '../content/frame.module.css';
import { Img } from '../content/Img';
import { PageFrame } from '../content/PageFrame';
import { ErrorState, TextSkeleton } from '../content/States';
import { excerpt } from '../content/text';
import { http } from '../http/browser';
import { localeUrl } from '../shops/ShopSeo';
import { useAppSelector } from '../store/hooks';
import { selectLocation } from '../store/slices/settings';
import css from './browse.module.css';
import { BrowseFrame } from './BrowseFrame';
import { BrowseSeo } from './BrowseSeo';
import { categoryHref } from './CategoryGrid';
import { InfiniteShops, keepPrevious } from './InfiniteShops';
import { collectionJsonLd } from './jsonld';
import { categoryQuery, filteredShopsQuery } from './queries';

/** /shop-category/[uuid]: the category's header, its sub-categories and its shops (infinite). */
export function CategoryView({ id, siteUrl }: { id: string; siteUrl: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useAppSelector(selectLocation);
  const query = useQuery(categoryQuery(http, locale, id));
  const category = query.data;
  const shops = useInfiniteQuery({ ...filteredShopsQuery(http, locale, { category_id: category?.id ?? 0 }, location), enabled: Boolean(category), placeholderData: keepPrevious });
  const back = { href: '/shop-category', label: t('browse.category.back') };
  if (!category) {
    return (
      <PageFrame heading={t('browse.categories.title')} back={back}>
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <TextSkeleton lines={4} />}
      </PageFrame>
    );
  }
  const name = category.translation?.title ?? t('browse.categories.title');
  const total = shops.data?.pages[0]?.meta.total;
  const description = excerpt(category.translation?.description || t('browse.category.description', { name }));
  const path = categoryHref(category);
  const graph = collectionJsonLd({ name, description, url: localeUrl(siteUrl, locale, path), shops: shops.data?.pages[0]?.data ?? [], total, shopUrl: (p) => localeUrl(siteUrl, locale, p) });
  const crumbs = [
    { name: t('browse.categories.title'), path: '/shop-category' },
    { name, path },
  ];
  return (
    <BrowseFrame back={back} testId="category-page">
      <BrowseSeo siteUrl={siteUrl} path={path} name={name} description={description} image={category.img} crumbs={crumbs} graphs={[graph]} />
      <header className={css.header} data-testid="category-header">
        <span className={css.headerImg}>{category.img ? <Img src={category.img} alt="" fill sizes="88px" priority style={{ objectFit: 'cover' }} /> : null}</span>
        <div style={{ minWidth: 0 }}>
          <h1 className={frame.heading} data-testid="category-title">
            {name}
          </h1>
          <p className={`${frame.text} ${frame.secondary}`} style={{ marginTop: 4 }}>
            {description}
          </p>
          {total !== undefined ? (
            <p className={`${frame.body2} ${frame.secondary}`} style={{ marginTop: 4 }} data-testid="category-count">
              {t('browse.category.places', { count: total })}
            </p>
          ) : null}
        </div>
      </header>
      {category.children?.length ? (
        <nav aria-label={t('browse.category.subcategories')}>
          <ul className={css.chips}>
            {category.children.map((c) => (
              <li key={c.id}>
                <NextLink href={categoryHref(c)} className={css.chip}>
                  {c.translation?.title ?? ''}
                </NextLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={css.section}>
        <InfiniteShops query={shops} testId="category-shops" level={2} />
      </div>
    </BrowseFrame>
  );
}
