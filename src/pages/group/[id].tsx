import { groupRedirectPage } from '@/ui/group-order/ssr';

/** The group order's share link: the server redirects (see groupRedirectPage); nothing renders here. */
export default function GroupLinkPage() {
  return null;
}

export const getServerSideProps = groupRedirectPage;
