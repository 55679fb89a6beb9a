import { VerifyPhoneView } from '@/ui/auth/VerifyPhoneView';
import { shellPage } from '@/ui/ssr/shell';

export default VerifyPhoneView;

export const getServerSideProps = shellPage();
