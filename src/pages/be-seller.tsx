import { useTranslation } from '@/ui/i18n/texts';
import { SellerForm } from '@/ui/account/SellerForm';
import { ApplicationState } from '@/ui/applications/ApplicationState';
import { loadSellerPage, type ApplicationPageProps } from '@/ui/applications/ssr';
import { PageFrame } from '@/ui/content/PageFrame';
import { LoginFirst } from '@/ui/auth/LoginFirst';
import { shellPage } from '@/ui/ssr/shell';
import { useAppSelector } from '@/ui/store/hooks';
import { selectUser } from '@/ui/store/slices/auth';

/** The seller application for signed-in users, or where it stands once sent; guests sign in first (spec §6). */
export default function BeSellerPage({ application }: ApplicationPageProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  if (!user) return <LoginFirst heading={t('seller.title')} next="/be-seller" />;
  if (!application) return <SellerForm />;
  return (
    <PageFrame heading={t('seller.title')} width={760} testId="seller-page">
      <ApplicationState kind="seller" status={application.status} note={application.note} />
    </PageFrame>
  );
}

/** Plain CSS: no MUI (ADR 0011). */
BeSellerPage.plain = true;

export const getServerSideProps = shellPage({}, loadSellerPage);
