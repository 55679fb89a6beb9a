import { VerifyPhoneView } from '@/ui/auth/VerifyPhoneView';
import { shellPage } from '@/ui/ssr/shell';

export default function VerifyPhonePage() {
  return <VerifyPhoneView />;
}

/** Plain CSS: no MUI (ADR 0011). */
VerifyPhonePage.plain = true;

export const getServerSideProps = shellPage();
