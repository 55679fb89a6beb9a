import { ResetPasswordView } from '@/ui/auth/ResetPasswordView';
import { shellPage } from '@/ui/ssr/shell';

export default ResetPasswordView;

export const getServerSideProps = shellPage();
