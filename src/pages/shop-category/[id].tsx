import { CategoryView } from '@/ui/browse/CategoryView';
import { loadCategory, type BrowsePageProps } from '@/ui/browse/ssr';
import { shellPage } from '@/ui/ssr/shell';

/** /shop-category/<uuid>: the category and its shops, server-rendered; an unknown uuid is the 404 page. */
export default function ShopCategoryPage({ id, siteUrl }: BrowsePageProps) {
  return <CategoryView key={id} id={id ?? ''} siteUrl={siteUrl} />;
}

/** Plain CSS: no MUI (ADR 0011). */
ShopCategoryPage.plain = true;

export const getServerSideProps = shellPage({}, loadCategory);
