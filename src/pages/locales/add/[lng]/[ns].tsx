import type { GetServerSideProps } from 'next';
import { securedPage } from '@/ui/ssr/page-security';
import { relayApiCall } from '@/ui/ssr/raw-api';

/**
 * POST /locales/add/{lng}/{ns} (spec §7): missing translation keys in development; the API answers 404 in
 * production. A page relays it because rewrites into /api break under i18n routing (see ADR 9).
 */
export const getServerSideProps: GetServerSideProps = securedPage(async ({ params, req, res }) => {
  const part = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : '');
  await relayApiCall(`/api/v1/locales/add/${part(params?.lng)}/${part(params?.ns)}`, req, res);
  return { props: {} };
});

export default function MissingKeys() {
  return null;
}
