import { NotificationsView } from '@/ui/notifications/NotificationsView';
import { loadNotificationsPage } from '@/ui/notifications/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function NotificationsPage() {
  return <NotificationsView />;
}

/** Plain CSS: no MUI (ADR 0011). */
NotificationsPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true }, loadNotificationsPage);
