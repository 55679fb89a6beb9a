import { LikedView } from '@/ui/liked/LikedView';
import { shellPage } from '@/ui/ssr/shell';

export default function LikedPage() {
  return <LikedView />;
}

export const getServerSideProps = shellPage();
