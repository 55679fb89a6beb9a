import { useTranslation } from 'next-i18next/pages';
import { SellerForm } from '@/ui/account/SellerForm';
import { LoginFirst } from '@/ui/auth/LoginFirst';
import { shellPage } from '@/ui/ssr/shell';
import { useAppSelector } from '@/ui/store/hooks';
import { selectUser } from '@/ui/store/slices/auth';

/** The seller application for signed-in users; guests are asked to sign in first (spec §6). */
export default function BeSellerPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  return user ? <SellerForm /> : <LoginFirst heading={t('seller.title')} next="/be-seller" />;
}

export const getServerSideProps = shellPage();
