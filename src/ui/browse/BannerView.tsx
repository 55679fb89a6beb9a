import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { ContentImage } from '../content/ContentImage';
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
      <Typography component="h1" variant="h4" sx={{ mt: 3, fontWeight: 800, overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }} data-testid="banner-title">
        {name}
      </Typography>
      {banner.translation?.description ? (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }} data-testid="banner-description">
          {banner.translation.description}
        </Typography>
      ) : null}
      {link ? (
        <Button href={link} variant="contained" sx={{ mt: 2 }} rel={link.startsWith('/') ? undefined : 'noopener noreferrer'}>
          {banner.translation?.button_text || t('banner.learn.more')}
        </Button>
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
