import { useTranslation } from '@/ui/i18n/texts';
import { ApplicationState } from '@/ui/applications/ApplicationState';
import { DriverForm } from '@/ui/applications/DriverForm';
import { loadDriverPage, type ApplicationPageProps } from '@/ui/applications/ssr';
import { LoginFirst } from '@/ui/auth/LoginFirst';
import { PageFrame } from '@/ui/content/PageFrame';
import { shellPage } from '@/ui/ssr/shell';
import { useAppSelector } from '@/ui/store/hooks';
import { selectUser } from '@/ui/store/slices/auth';

/** Become a driver: the application for signed-in users, or where it stands once sent; guests sign in first. */
export default function DeliverPage({ application }: ApplicationPageProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  if (!user) return <LoginFirst heading={t('driver.title')} next="/deliver" />;
  if (!application) return <DriverForm phone={user.phone ?? undefined} />;
  return (
    <PageFrame heading={t('driver.title')} width={760} testId="driver-page">
      <ApplicationState kind="driver" status={application.status} note={application.note} />
    </PageFrame>
  );
}

/** Plain CSS: no MUI (ADR 0011). */
DeliverPage.plain = true;

export const getServerSideProps = shellPage({}, loadDriverPage);
