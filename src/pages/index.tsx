import { withPublicPrefetch } from '@/ui/content/ssr';
import { HomeView } from '@/ui/home/HomeView';
import { prefetchHomeVariant } from '@/ui/home/ssr';
import { shellPage } from '@/ui/ssr/shell';

/** Home: categories, stories, banners, recommended, restaurants and shops (first pages server-rendered), by UI variant. */
export default function Home() {
  return <HomeView />;
}

/** Plain CSS only: the first page most visitors see carries no MUI runtime (see MuiScope). */
Home.plain = true;

export const getServerSideProps = shellPage({}, (ctx, shell) => withPublicPrefetch(prefetchHomeVariant(shell.uiVariant))(ctx, shell));
