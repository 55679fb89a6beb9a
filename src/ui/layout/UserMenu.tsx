import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSession } from '../app/Session';
import { shortName } from './header-rules';

const PLACEHOLDER = '/images/avatar_placeholder.png';
const ProfilePopover = dynamic(() => import('./ProfilePopover'), { ssr: false });

/** Guests get a login button; signed-in users the avatar menu of spec §2. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [imgFailed, setImgFailed] = useState(false);
  if (!user) {
    return (
      <Button component={NextLink} href="/login" variant="contained" size="small" data-testid="login-button">
        {t('header.login')}
      </Button>
    );
  }
  const src = !user.img || imgFailed ? PLACEHOLDER : user.img;
  const name = shortName(user);
  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('header.menu')} aria-haspopup="menu" data-testid="user-menu">
        <Avatar src={src} alt={name} sx={{ width: 36, height: 36 }} slotProps={{ img: { onError: () => setImgFailed(true) } }} />
      </IconButton>
      {anchor && <ProfilePopover anchor={anchor} src={src} name={name} onClose={() => setAnchor(null)} onImgError={() => setImgFailed(true)} />}
    </>
  );
}
