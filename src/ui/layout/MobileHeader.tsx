import { HeaderBar } from './HeaderBar';
import { HomeLink } from './HomeLink';
import css from './shell.module.css';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

/** Phones and tablets: the logo, the theme toggle and login or the user menu. */
export function MobileHeader() {
  return (
    <HeaderBar testId="mobile-header">
      <HomeLink />
      <span className={css.grow} />
      <ThemeToggle />
      <UserMenu />
    </HeaderBar>
  );
}
