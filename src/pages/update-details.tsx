import { UpdateDetailsView } from '@/ui/auth/UpdateDetailsView';
import { shellPage } from '@/ui/ssr/shell';

export default UpdateDetailsView;

export const getServerSideProps = shellPage({ signedIn: true });
