import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { AVATAR_SIZE } from '../config/constants';
import { useSession } from '../app/Session';
import MuiScope from '../app/MuiScope';

/** The signed-in user's menu (spec §2); loaded only when opened. */
export default function ProfilePopover({ anchor, src, name, onClose, onImgError }: { anchor: HTMLElement; src: string; name: string; onClose: () => void; onImgError: () => void }) {
  const { t } = useTranslation();
  const { logout } = useSession();
  return (
    <MuiScope>
      <Popover open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <div style={{ minWidth: 240, padding: '16px 0 8px' }} data-testid="profile-popover">
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '0 16px 12px' }}>
            <Avatar src={src} alt={name} sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE }} slotProps={{ img: { onError: onImgError } }} />
            <div>
              <Typography sx={{ fontWeight: 700 }} data-testid="profile-name">
                {name}
              </Typography>
              <Link component={NextLink} href="/profile" onClick={() => onClose()} underline="hover">
                {t('profile.menu.view.profile')}
              </Link>
            </div>
          </div>
          <Divider />
          <MenuList>
            <MenuItem component={NextLink} href="/reservations" onClick={() => onClose()}>
              {t('profile.menu.reservations')}
            </MenuItem>
            <MenuItem component={NextLink} href="/be-seller" onClick={() => onClose()}>
              {t('profile.menu.be.seller')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                onClose();
                void logout();
              }}
              data-testid="logout"
            >
              {t('profile.menu.logout')}
            </MenuItem>
          </MenuList>
        </div>
      </Popover>
    </MuiScope>
  );
}
