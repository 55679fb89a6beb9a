import { UpdatePasswordView } from '@/ui/auth/UpdatePasswordView';
import { shellPage } from '@/ui/ssr/shell';

export default function UpdatePasswordPage() {
  return <UpdatePasswordView />;
}

/** Plain CSS: no MUI (ADR 0011). */
UpdatePasswordPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true });
