import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { Img } from '../content/Img';
import { PageFrame } from '../content/PageFrame';
import { ErrorState } from '../content/States';
import { http } from '../http/browser';
import { useAppSelector } from '../store/hooks';
import { selectLocation } from '../store/slices/settings';
import type { Brand } from '../types/api';
import css from './browse.module.css';
import { BrowseSeo } from './BrowseSeo';
import { InfiniteShops, keepPrevious } from './InfiniteShops';
import { brandsQuery, filteredShopsQuery } from './queries';
import { brandParam } from './brand-param';

function BrandTile({ brand, current }: { brand: Brand; current: boolean }) {
  const { t } = useTranslation();
  return (
    <NextLink href={{ pathname: '/brands', query: { brand: brand.id } }} shallow scroll={false} className={css.tile} aria-current={current} data-testid="brand-tile">
      <span className={css.tileImg}>{brand.img ? <Img src={brand.img} alt="" fill sizes="72px" style={{ objectFit: 'contain' }} /> : null}</span>
      <span className={css.tileText}>{brand.title}</span>
      {brand.products_count ? <span className={css.tileMeta}>{t('browse.brands.products', { count: brand.products_count })}</span> : null}
    </NextLink>
  );
}

/**
 * /brands: the brands on sale as tiles; choosing one (`?brand=<id>`, a shareable URL) lists the shops that sell
 * it. Without a choice the list shows the verified brand shops.
 */
export function BrandsView({ siteUrl, brandId }: { siteUrl: string; brandId: number | null }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const router = useRouter();
  const location = useAppSelector(selectLocation);
  const chosen = router.isReady ? brandParam(typeof router.query.brand === 'string' ? router.query.brand : undefined) : brandId;
  const brands = useQuery(brandsQuery(http, locale));
  const onSale = (brands.data ?? []).filter((b) => (b.products_count ?? 0) > 0);
  const brand = onSale.find((b) => b.id === chosen);
  const listName = t('brands.title');
  const name = brand ? t('browse.brand.meta.title', { brand: brand.title }) : listName;
  const path = brand ? `/brands?brand=${brand.id}` : '/brands';
  const description = brand ? t('browse.brands.sold.at', { brand: brand.title }) : t('browse.brands.description');
  const crumbs = [{ name: listName, path: '/brands' }, ...(brand ? [{ name: brand.title, path }] : [])];
  const shops = useInfiniteQuery({ ...filteredShopsQuery(http, locale, brand ? { brand_id: brand.id } : { verify: 1 }, location), placeholderData: keepPrevious });
  return (
    <PageFrame title={name} heading={listName} subtitle={t('browse.brands.description')} description={description} width={1280} testId="brands-page">
      <BrowseSeo siteUrl={siteUrl} path={path} name={name} description={description} image={brand?.img} crumbs={crumbs} />
      {brands.isError ? <ErrorState error={brands.error} onRetry={() => void brands.refetch()} /> : null}
      <nav aria-label={listName}>
        <ul className={css.grid} data-testid="brand-grid">
          <li>
            <NextLink href="/brands" shallow scroll={false} className={css.tile} aria-current={!brand} data-testid="brand-all">
              <span className={css.tileImg} />
              <span className={css.tileText}>{t('browse.brands.all')}</span>
            </NextLink>
          </li>
          {onSale.map((b) => (
            <li key={b.id}>
              <BrandTile brand={b} current={b.id === brand?.id} />
            </li>
          ))}
        </ul>
      </nav>
      <section className={css.section}>
        <div className={css.sectionHead}>
          <h2 className={css.sectionTitle} data-testid="brand-shops-title">
            {brand ? t('browse.brands.sold.at', { brand: brand.title }) : t('browse.brands.verified')}
          </h2>
        </div>
        <InfiniteShops query={shops} testId="brand-shops" />
      </section>
    </PageFrame>
  );
}
