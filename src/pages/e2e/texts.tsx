import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { shellPage } from '@/ui/ssr/shell';

/**
 * Exists only when E2E_HOOKS=1 (the end-to-end server): shows the text of a key named in the URL, which no
 * build-time scan can know, so the page does not ship it and the browser has to fetch it (missing-texts.ts).
 */
export default function TextsHook() {
  const { t } = useTranslation();
  const key = String(useRouter().query.key ?? '');
  return <p data-testid="runtime-text">{key ? t(key) : ''}</p>;
}

const page = shellPage();
export const getServerSideProps: typeof page = async (ctx) => (process.env.E2E_HOOKS === '1' ? page(ctx) : { notFound: true });
