import { ProfileView } from '@/ui/account/ProfileView';
import { shellPage } from '@/ui/ssr/shell';

export default function ProfilePage() {
  return <ProfileView />;
}

export const getServerSideProps = shellPage({ signedIn: true });
