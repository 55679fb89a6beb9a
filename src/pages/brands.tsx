import { BrandsView } from '@/ui/browse/BrandsView';
import { loadBrands, type BrowsePageProps } from '@/ui/browse/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function BrandsPage({ siteUrl, brandId }: BrowsePageProps) {
  return <BrandsView siteUrl={siteUrl} brandId={brandId ?? null} />;
}

/** Brands and shop cards in plain CSS: no MUI (ADR 0011). */
BrandsPage.plain = true;

export const getServerSideProps = shellPage({}, loadBrands);
