import type { GetServerSideProps } from 'next';
import { securedPage } from '@/ui/ssr/page-security';
import { buildRobots, publicOrigin } from '@/ui/seo/site';

export const getServerSideProps: GetServerSideProps = securedPage(async ({ req, res }) => {
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, s-maxage=3600' });
  res.end(buildRobots(publicOrigin(req)));
  return { props: {} };
});

export default function Robots() {
  return null;
}
