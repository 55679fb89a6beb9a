import { useTranslation } from '@/ui/i18n/texts';
import { clientOnly } from '../app/client-only';
import { useState } from 'react';
import ui from '../app/plain.module.css';
import { useSession } from '../app/Session';
import { shortName } from './header-rules';
import css from './shell.module.css';

const PLACEHOLDER = '/images/avatar_placeholder.png';
const ProfilePopover = clientOnly(() => import('./ProfilePopover').then((m) => m.default));

/** The signed-in user's avatar menu of spec §2 (guests get the login button: UserMenu.tsx). */
export function AvatarMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [imgFailed, setImgFailed] = useState(false);
  if (!user) return null;
  const src = !user.img || imgFailed ? PLACEHOLDER : user.img;
  const name = shortName(user);
  return (
    <>
      <button type="button" className={ui.icon} onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('header.menu')} aria-haspopup="menu" data-testid="user-menu">
        {/* eslint-disable-next-line @next/next/no-img-element -- a 36 px avatar from any host, with a fallback on error */}
        <img src={src} alt={name} className={css.avatar} width={36} height={36} onError={() => setImgFailed(true)} />
      </button>
      {anchor && <ProfilePopover anchor={anchor} src={src} name={name} onClose={() => setAnchor(null)} onImgError={() => setImgFailed(true)} />}
    </>
  );
}
