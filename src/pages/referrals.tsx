import { useTranslation } from '@/ui/i18n/texts';
import { LoginFirst } from '@/ui/auth/LoginFirst';
import { shellPage } from '@/ui/ssr/shell';
import { useAppSelector } from '@/ui/store/hooks';
import { selectUser } from '@/ui/store/slices/auth';
import { ReferralsView } from '@/ui/wallet/ReferralsView';
import { loadReferralsPage } from '@/ui/wallet/ssr';

/** Invite friends, for signed-in users; guests are asked to sign in first. */
export default function ReferralsPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  return user ? <ReferralsView /> : <LoginFirst heading={t('referrals.title')} next="/referrals" />;
}

/** Plain CSS: no MUI (ADR 0011). */
ReferralsPage.plain = true;

export const getServerSideProps = shellPage({}, loadReferralsPage);
