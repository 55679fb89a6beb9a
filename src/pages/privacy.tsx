import { LegalView } from '@/ui/content/LegalView';
import { legalQuery } from '@/ui/content/queries';
import { withPublicPrefetch } from '@/ui/content/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function PrivacyPage() {
  return <LegalView kind="policy" />;
}

/** Text only: no MUI (ADR 0011). */
PrivacyPage.plain = true;

export const getServerSideProps = shellPage({}, withPublicPrefetch((qc, http, locale) => qc.prefetchQuery(legalQuery(http, locale, 'policy'))));
