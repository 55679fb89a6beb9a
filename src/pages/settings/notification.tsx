import { NotificationSettingsView } from '@/ui/notifications/NotificationSettingsView';
import { loadNotificationSettingsPage } from '@/ui/notifications/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function NotificationSettingsPage() {
  return <NotificationSettingsView />;
}

export const getServerSideProps = shellPage({ signedIn: true }, loadNotificationSettingsPage);
