import { useRouter } from 'next/router';
import { SearchView } from '@/ui/search/SearchView';
import { shellPage } from '@/ui/ssr/shell';

export default function SearchPage() {
  const { query } = useRouter();
  const q = typeof query.q === 'string' ? query.q : '';
  return <SearchView q={q} />;
}

/** Plain CSS: no MUI (ADR 0011). */
SearchPage.plain = true;

export const getServerSideProps = shellPage();
