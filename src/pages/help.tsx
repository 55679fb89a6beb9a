import { HelpView } from '@/ui/content/HelpView';
import { faqsQuery } from '@/ui/content/queries';
import { withPrefetch } from '@/ui/content/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function HelpPage() {
  return <HelpView />;
}

export const getServerSideProps = shellPage({}, withPrefetch((qc, http, locale) => qc.prefetchInfiniteQuery(faqsQuery(http, locale))));
