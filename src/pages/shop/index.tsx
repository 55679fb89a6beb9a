import { withPrefetch } from '@/ui/content/ssr';
import { ListPage } from '@/ui/home/ListPage';
import { prefetchList } from '@/ui/home/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function ShopsPage() {
  return <ListPage type="shop" />;
}

export const getServerSideProps = shellPage({}, withPrefetch(prefetchList('shop')));
