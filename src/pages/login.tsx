import { LoginView } from '@/ui/auth/LoginView';
import { shellPage } from '@/ui/ssr/shell';

export default function LoginPage() {
  return <LoginView />;
}

/** Plain CSS: no MUI (ADR 0011). */
LoginPage.plain = true;

export const getServerSideProps = shellPage();
