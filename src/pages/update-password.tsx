import { UpdatePasswordView } from '@/ui/auth/UpdatePasswordView';
import { shellPage } from '@/ui/ssr/shell';

export default UpdatePasswordView;

export const getServerSideProps = shellPage({ signedIn: true });
