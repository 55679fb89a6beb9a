import { ResetPasswordView } from '@/ui/auth/ResetPasswordView';
import { shellPage } from '@/ui/ssr/shell';

export default function ResetPasswordPage() {
  return <ResetPasswordView />;
}

/** Plain CSS: no MUI (ADR 0011). */
ResetPasswordPage.plain = true;

export const getServerSideProps = shellPage();
