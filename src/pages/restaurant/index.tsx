import { withPublicPrefetch } from '@/ui/content/ssr';
import { ListPage } from '@/ui/home/ListPage';
import { prefetchList } from '@/ui/home/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function RestaurantsPage() {
  return <ListPage type="restaurant" />;
}

/** The list is plain CSS, as on the home page (ADR 0011). */
RestaurantsPage.plain = true;

export const getServerSideProps = shellPage({}, withPublicPrefetch(prefetchList('restaurant')));
