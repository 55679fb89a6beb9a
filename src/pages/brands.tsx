import { BrandsView } from '@/ui/browse/BrandsView';
import { loadBrands, type BrowsePageProps } from '@/ui/browse/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function BrandsPage({ siteUrl, brandId }: BrowsePageProps) {
  return <BrandsView siteUrl={siteUrl} brandId={brandId ?? null} />;
}

export const getServerSideProps = shellPage({}, loadBrands);
