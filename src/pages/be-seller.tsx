import { SellerForm } from '@/ui/account/SellerForm';
import { shellPage } from '@/ui/ssr/shell';

export default function BeSellerPage() {
  return <SellerForm />;
}

export const getServerSideProps = shellPage({ signedIn: true });
