import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { AVATAR_SIZE } from '../config/constants';
import { useSession } from '../app/Session';
import { shortName } from './header-rules';

const PLACEHOLDER = '/images/avatar_placeholder.png';

/** Guests get a login button; signed-in users the avatar menu of spec §2. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useSession();
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
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <div style={{ minWidth: 240, padding: '16px 0 8px' }} data-testid="profile-popover">
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '0 16px 12px' }}>
            <Avatar src={src} alt={name} sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE }} slotProps={{ img: { onError: () => setImgFailed(true) } }} />
            <div>
              <Typography sx={{ fontWeight: 700 }} data-testid="profile-name">
                {name}
              </Typography>
              <Link component={NextLink} href="/profile" onClick={() => setAnchor(null)} underline="hover">
                {t('profile.menu.view.profile')}
              </Link>
            </div>
          </div>
          <Divider />
          <MenuList>
            <MenuItem component={NextLink} href="/reservations" onClick={() => setAnchor(null)}>
              {t('profile.menu.reservations')}
            </MenuItem>
            <MenuItem component={NextLink} href="/be-seller" onClick={() => setAnchor(null)}>
              {t('profile.menu.be.seller')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                void logout();
              }}
              data-testid="logout"
            >
              {t('profile.menu.logout')}
            </MenuItem>
          </MenuList>
        </div>
      </Popover>
    </>
  );
}
