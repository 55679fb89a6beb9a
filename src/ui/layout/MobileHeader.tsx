import Box from '@mui/material/Box';
import { HeaderBar } from './HeaderBar';
import { HomeLink } from './HomeLink';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

/** Phones and tablets: the logo, the theme toggle and login or the user menu. */
export function MobileHeader() {
  return (
    <HeaderBar testId="mobile-header">
      <HomeLink />
      <Box sx={{ flex: 1 }} />
      <ThemeToggle />
      <UserMenu />
    </HeaderBar>
  );
}
