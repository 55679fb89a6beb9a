import type { GetServerSideProps } from 'next';
import { securedPage } from '@/ui/ssr/page-security';
import { relayApiGet } from '@/ui/ssr/raw-api';

/**
 * /storage/images/… (contract §2): the API serves the bytes; this page only relays them. A next.config rewrite
 * would be simpler but rewrites into /api break under i18n routing (vercel/next.js#45070).
 */
export const getServerSideProps: GetServerSideProps = securedPage(async ({ params, req, res }) => {
  const parts = Array.isArray(params?.path) ? params.path : [];
  await relayApiGet(`/api/v1/storage/images/${parts.map(encodeURIComponent).join('/')}`, req, res);
  return { props: {} };
});

export default function StoredImage() {
  return null;
}
