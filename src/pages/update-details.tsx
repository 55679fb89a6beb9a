import { UpdateDetailsView } from '@/ui/auth/UpdateDetailsView';
import { shellPage } from '@/ui/ssr/shell';

export default function UpdateDetailsPage() {
  return <UpdateDetailsView />;
}

/** Plain CSS: no MUI (ADR 0011). */
UpdateDetailsPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true });
