import { RegisterView } from '@/ui/auth/RegisterView';
import { shellPage } from '@/ui/ssr/shell';

export default RegisterView;

export const getServerSideProps = shellPage();
