import { BlogList } from '@/ui/content/BlogList';
import { blogsQuery } from '@/ui/content/queries';
import { withPublicPrefetch } from '@/ui/content/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function BlogPage() {
  return <BlogList />;
}

/** Plain CSS: no MUI (ADR 0011). */
BlogPage.plain = true;

export const getServerSideProps = shellPage({}, withPublicPrefetch((qc, http, locale) => qc.prefetchInfiniteQuery(blogsQuery(http, locale))));
