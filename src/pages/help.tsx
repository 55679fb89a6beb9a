import { HelpView } from '@/ui/content/HelpView';
import { faqsQuery } from '@/ui/content/queries';
import { withPublicPrefetch } from '@/ui/content/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function HelpPage() {
  return <HelpView />;
}

/** Plain CSS: no MUI (ADR 0011). */
HelpPage.plain = true;

export const getServerSideProps = shellPage({}, withPublicPrefetch((qc, http, locale) => qc.prefetchInfiniteQuery(faqsQuery(http, locale))));
