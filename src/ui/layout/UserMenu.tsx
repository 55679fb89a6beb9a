import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useEffect } from 'react';
import { useTranslation } from '@/ui/i18n/texts';
import { useAfterLoad } from '../app/after-load';
import ui from '../app/plain.module.css';
import { useSession } from '../app/Session';

/**
 * The signed-in header's tools (chat, bell, avatar menu and their live unread streams) in their own chunk: guests,
 * most first visits, never need them (~3 KB gzip off every page's first load, ADR 0019). Server-rendered as
 * before; for a signed-in page Next loads the chunk before hydrating it, so the header looks and works the same.
 */
const SignedInTools = dynamic(() => import('./SignedInTools'));

/** Guests get a login button; signed-in users the chat and notification icons and the avatar menu of spec §2. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const afterLoad = useAfterLoad();
  // A guest who signs in sees the icons at once: the chunk is fetched once the page has loaded and idles.
  useEffect(() => {
    if (afterLoad && !user) (SignedInTools as unknown as { preload?: () => void }).preload?.();
  }, [afterLoad, user]);
  if (user) return <SignedInTools />;
  return (
    <NextLink href="/login" prefetch={false} className={`${ui.btn} ${ui.contained} ${ui.small}`} data-testid="login-button">
      {t('header.login')}
    </NextLink>
  );
}
