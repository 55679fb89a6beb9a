import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { AVATAR_SIZE } from '../config/constants';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import MuiScope from '../app/MuiScope';

/** Every account page there is (src/pages), in the order people look for them. */
const ACCOUNT_PAGES = [
  ['/orders', 'profile.menu.orders'],
  ['/parcels', 'parcels.title'],
  ['/notifications', 'profile.menu.notifications'],
  ['/wallet', 'profile.menu.wallet'],
  ['/referrals', 'profile.menu.referrals'],
  ['/liked', 'profile.menu.liked'],
  ['/saved-locations', 'profile.menu.saved.locations'],
  ['/order-refunds', 'profile.menu.refunds'],
  ['/reservations', 'profile.menu.reservations'],
  ['/update-details', 'profile.update.details'],
  ['/update-password', 'profile.change.password'],
  ['/settings/notification', 'settings.notifications.title'],
  ['/be-seller', 'profile.menu.be.seller'],
  ['/deliver', 'profile.menu.deliver'],
] as const;

/** The signed-in user's menu (spec §2, plus the account pages); loaded only when opened. */
export default function ProfilePopover({ anchor, src, name, onClose, onImgError }: { anchor: HTMLElement; src: string; name: string; onClose: () => void; onImgError: () => void }) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const { settings } = useShell();
  // The invite page exists only while the referral programme runs (setting referral_active).
  // Parcels likewise only while courier delivery is offered (setting active_parcel).
  const pages = ACCOUNT_PAGES.filter(([href]) => (href !== '/referrals' || settings.referral_active === '1') && (href !== '/parcels' || settings.active_parcel === '1'));
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
            {pages.map(([href, key]) => (
              <MenuItem key={href} component={NextLink} href={href} onClick={() => onClose()} data-testid={`menu-${href.slice(1)}`}>
                {t(key)}
              </MenuItem>
            ))}
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
