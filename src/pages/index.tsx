import { withPrefetch } from '@/ui/content/ssr';
import { HomeView } from '@/ui/home/HomeView';
import { prefetchHome } from '@/ui/home/ssr';
import { shellPage } from '@/ui/ssr/shell';

/** Home: categories, stories, banners, recommended, restaurants and shops (first pages server-rendered). */
export default function Home() {
  return <HomeView />;
}

export const getServerSideProps = shellPage({}, withPrefetch(prefetchHome));
