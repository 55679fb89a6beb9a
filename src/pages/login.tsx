import { LoginView } from '@/ui/auth/LoginView';
import { shellPage } from '@/ui/ssr/shell';

export default LoginView;

export const getServerSideProps = shellPage();
