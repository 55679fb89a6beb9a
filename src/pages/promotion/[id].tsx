import { BannerView } from '@/ui/browse/BannerView';
import { loadBanner, type BrowsePageProps } from '@/ui/browse/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function PromotionPage({ id, siteUrl }: BrowsePageProps) {
  return <BannerView key={id} kind="banners" id={id ?? ''} siteUrl={siteUrl} />;
}

/** Plain CSS: no MUI (ADR 0011). */
PromotionPage.plain = true;

export const getServerSideProps = shellPage({}, loadBanner('banners'));
