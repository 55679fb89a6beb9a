import { useTranslation } from '@/ui/i18n/texts';
import { LoginFirst } from '@/ui/auth/LoginFirst';
import { shellPage } from '@/ui/ssr/shell';
import { useAppSelector } from '@/ui/store/hooks';
import { selectUser } from '@/ui/store/slices/auth';
import { loadWalletPage } from '@/ui/wallet/ssr';
import { WalletView } from '@/ui/wallet/WalletView';

/** The wallet for signed-in users; guests are asked to sign in first. */
export default function WalletPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  return user ? <WalletView /> : <LoginFirst heading={t('wallet.title')} next="/wallet" />;
}

/** Plain CSS: no MUI (ADR 0011). */
WalletPage.plain = true;

export const getServerSideProps = shellPage({}, loadWalletPage);
