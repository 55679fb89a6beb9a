import { CareerList } from '@/ui/content/CareerList';
import { careersQuery } from '@/ui/content/queries';
import { withPublicPrefetch } from '@/ui/content/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function CareersPage() {
  return <CareerList />;
}

/** Plain CSS: no MUI (ADR 0011). */
CareersPage.plain = true;

export const getServerSideProps = shellPage({}, withPublicPrefetch((qc, http, locale) => qc.prefetchInfiniteQuery(careersQuery(http, locale))));
