import { NotificationSettingsView } from '@/ui/notifications/NotificationSettingsView';
import { loadNotificationSettingsPage } from '@/ui/notifications/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function NotificationSettingsPage() {
  return <NotificationSettingsView />;
}

/** Plain CSS: no MUI (ADR 0011). */
NotificationSettingsPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true }, loadNotificationSettingsPage);
