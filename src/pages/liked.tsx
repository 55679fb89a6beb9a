import { LikedView } from '@/ui/liked/LikedView';
import { shellPage } from '@/ui/ssr/shell';

export default function LikedPage() {
  return <LikedView />;
}

/** Shop cards in plain CSS: no MUI (ADR 0011). */
LikedPage.plain = true;

export const getServerSideProps = shellPage();
