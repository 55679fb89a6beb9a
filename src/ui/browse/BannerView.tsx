import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { useShell } from '../app/ShellContext';
import { ContentImage } from '../content/ContentImage';
import frame from '../content/frame.module.css';
import { PageFrame } from '../content/PageFrame';
import { ErrorState, TextSkeleton } from '../content/States';
import { excerpt } from '../content/text';
import { http } from '../http/browser';
import { localeUrl } from '../shops/ShopSeo';
import { bannerBase, type BannerKind } from './banner-pages';
import css from './browse.module.css';
import { BrowseFrame } from './BrowseFrame';
import { BrowseSeo } from './BrowseSeo';
import { InfiniteShops } from './InfiniteShops';
import { collectionJsonLd } from './jsonld';
import { bannerQuery } from './queries';

/** Only absolute https links (or our own paths) from the CMS become buttons. */
const safeLink = (url?: string) => (url && (/^https:\/\//.test(url) || /^\/(?!\/)/.test(url)) ? url : undefined);

/** /promotion/[id] and /ads/[id]: the banner (image, title, text) and the shops taking part (infinite). */
export function BannerView({ kind, id, siteUrl }: { kind: BannerKind; id: string; siteUrl: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(bannerQuery(http, locale, kind, id));
  const base = bannerBase(kind);
  const listName = t(kind === 'ads' ? 'ads.title' : 'promotion.title');
  const back = { href: base, label: t(kind === 'ads' ? 'browse.banner.back.ads' : 'browse.banner.back.promotions') };
  const first = query.data?.pages[0];
  if (!first) {
    return (
      <PageFrame heading={listName} back={back}>
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <TextSkeleton lines={4} />}
      </PageFrame>
    );
  }
  const { banner } = first;
  const name = banner.translation?.title ?? listName;
  const description = excerpt(banner.translation?.description || t(kind === 'ads' ? 'browse.ads.description' : 'browse.promotions.description'));
  const path = `${base}/${banner.id}`;
  const graph = collectionJsonLd({ name, description, url: localeUrl(siteUrl, locale, path), shops: first.data, total: first.meta.total, shopUrl: (p) => localeUrl(siteUrl, locale, p) });
  const link = banner.clickable ? safeLink(banner.url) : undefined;
  return (
    <BrowseFrame back={back} testId={`${kind}-detail-page`}>
      <BrowseSeo siteUrl={siteUrl} path={path} name={name} description={description} image={banner.img} crumbs={[{ name: listName, path: base }, { name, path }]} graphs={[graph]} />
      <ContentImage src={banner.img} alt="" ratio="21 / 9" priority sizes="(max-width: 1280px) 100vw, 1232px" />
      <h1 className={frame.heading} style={{ marginTop: 24 }} data-testid="banner-title">
        {name}
      </h1>
      {banner.translation?.description ? (
        <p className={frame.subtitle} data-testid="banner-description">
          {banner.translation.description}
        </p>
      ) : null}
      {link ? (
        <a href={link} className={`${ui.btn} ${ui.contained}`} style={{ marginTop: 16 }} rel={link.startsWith('/') ? undefined : 'noopener noreferrer'}>
          {banner.translation?.button_text || t('banner.learn.more')}
        </a>
      ) : null}
      <section className={css.section}>
        <div className={css.sectionHead}>
          <h2 className={css.sectionTitle}>{t('browse.banner.shops', { count: first.meta.total })}</h2>
        </div>
        <InfiniteShops query={query} testId="banner-shops" />
      </section>
    </BrowseFrame>
  );
}
