import { shellPage } from '@/ui/ssr/shell';
import { ReferralTermsView } from '@/ui/wallet/ReferralTermsView';
import { loadReferralTermsPage } from '@/ui/wallet/ssr';

export default function ReferralTermsPage() {
  return <ReferralTermsView />;
}

/** Text only: no MUI (ADR 0011). */
ReferralTermsPage.plain = true;

export const getServerSideProps = shellPage({}, loadReferralTermsPage);
