import { BannerListView } from '@/ui/browse/BannerListView';
import { loadBannerList, type BrowsePageProps } from '@/ui/browse/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function AdsPage({ siteUrl }: BrowsePageProps) {
  return <BannerListView kind="ads" siteUrl={siteUrl} />;
}

/** Banner cards in plain CSS: no MUI (ADR 0011). */
AdsPage.plain = true;

export const getServerSideProps = shellPage({}, loadBannerList('ads'));
