import { ProfileView } from '@/ui/account/ProfileView';
import { shellPage } from '@/ui/ssr/shell';

export default function ProfilePage() {
  return <ProfileView />;
}

/** Plain CSS: no MUI (ADR 0011). */
ProfilePage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true });
