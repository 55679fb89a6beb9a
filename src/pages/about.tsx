import { AboutView } from '@/ui/content/AboutView';
import { aboutQuery } from '@/ui/content/queries';
import { withPublicPrefetch } from '@/ui/content/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function AboutPage() {
  return <AboutView />;
}

/** Text only: no MUI (ADR 0011). */
AboutPage.plain = true;

export const getServerSideProps = shellPage({}, withPublicPrefetch((qc, http, locale) => qc.prefetchQuery(aboutQuery(http, locale))));
