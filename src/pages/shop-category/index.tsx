import { CategoryListView } from '@/ui/browse/CategoryListView';
import { loadCategoryList, type BrowsePageProps } from '@/ui/browse/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function ShopCategoriesPage({ siteUrl }: BrowsePageProps) {
  return <CategoryListView siteUrl={siteUrl} />;
}

/** Category tiles in plain CSS: no MUI (ADR 0011). */
ShopCategoriesPage.plain = true;

export const getServerSideProps = shellPage({}, loadCategoryList);
