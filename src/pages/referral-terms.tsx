import { shellPage } from '@/ui/ssr/shell';
import { ReferralTermsView } from '@/ui/wallet/ReferralTermsView';
import { loadReferralTermsPage } from '@/ui/wallet/ssr';

export default function ReferralTermsPage() {
  return <ReferralTermsView />;
}

export const getServerSideProps = shellPage({}, loadReferralTermsPage);
