import { BlogPostView } from '@/ui/content/BlogPostView';
import { blogQuery } from '@/ui/content/queries';
import { withDetail } from '@/ui/content/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function BlogPostPage({ id }: { id: string }) {
  return <BlogPostView key={id} uuid={id} />;
}

/** Plain CSS: no MUI (ADR 0011). */
BlogPostPage.plain = true;

export const getServerSideProps = shellPage({}, withDetail('id', (qc, http, locale, id) => qc.fetchQuery(blogQuery(http, locale, id))));
