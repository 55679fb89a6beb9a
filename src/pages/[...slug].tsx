import { notFoundServerSide } from '@/ui/ssr/shell';

/**
 * Any path no other page claims: status 404 with the not-found view inside the storefront's layout (`_app`
 * renders it for `pageNotFound`). Next's own /404 page is static and has no shell (settings, languages, user).
 */
export default function UnknownPath() {
  return null;
}

UnknownPath.plain = true;

export const getServerSideProps = notFoundServerSide;
