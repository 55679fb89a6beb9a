import { groupRedirectPage } from '@/ui/group-order/ssr';
import { securedPage } from '@/ui/ssr/page-security';

/** The group order's share link: the server redirects (see groupRedirectPage); nothing renders here. */
export default function GroupLinkPage() {
  return null;
}

export const getServerSideProps = securedPage(groupRedirectPage);
