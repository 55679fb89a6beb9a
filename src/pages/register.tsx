import { RegisterView } from '@/ui/auth/RegisterView';
import { shellPage } from '@/ui/ssr/shell';

export default function RegisterPage() {
  return <RegisterView />;
}

/** Plain CSS: no MUI (ADR 0011). */
RegisterPage.plain = true;

export const getServerSideProps = shellPage();
