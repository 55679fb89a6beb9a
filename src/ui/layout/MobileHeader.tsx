import { HeaderBar } from './HeaderBar';
import { HomeLink } from './HomeLink';
import { LikedLink } from './LikedLink';
import { SettingsButton } from './SettingsButton';
import css from './shell.module.css';
import { UserMenu } from './UserMenu';

/**
 * Phones and tablets: the logo, favourites, the settings (language, currency and theme, in a panel: a 360 px bar
 * has no room for them inline) and login or the user menu.
 */
export function MobileHeader() {
  return (
    <HeaderBar testId="mobile-header">
      <HomeLink />
      <span className={css.grow} />
      <span className={css.tight}>
        <LikedLink />
        <SettingsButton />
        <UserMenu />
      </span>
    </HeaderBar>
  );
}
