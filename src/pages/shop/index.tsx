import { withPublicPrefetch } from '@/ui/content/ssr';
import { ListPage } from '@/ui/home/ListPage';
import { prefetchList } from '@/ui/home/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function ShopsPage() {
  return <ListPage type="shop" />;
}

/** The list is plain CSS, as on the home page (ADR 0011). */
ShopsPage.plain = true;

export const getServerSideProps = shellPage({}, withPublicPrefetch(prefetchList('shop')));
