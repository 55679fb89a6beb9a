import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { HeaderBar } from './HeaderBar';
import { HomeLink } from './HomeLink';
import { LanguageSelect } from './LanguageSelect';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

/** The welcome header at 1140 px and wider: About, Blog, Careers, the logo, and login or the user menu. */
export function WideHeader() {
  const { t } = useTranslation();
  return (
    <HeaderBar testId="wide-header">
      <HomeLink />
      <Box component="nav" aria-label={t('header.menu')} sx={{ display: 'flex', gap: 0.5, ml: 3 }}>
        <Button component={NextLink} href="/about" color="inherit">{t('header.about')}</Button>
        <Button component={NextLink} href="/blog" color="inherit">{t('header.blog')}</Button>
        <Button component={NextLink} href="/careers" color="inherit">{t('header.careers')}</Button>
      </Box>
      <Box sx={{ flex: 1 }} />
      <LanguageSelect />
      <ThemeToggle />
      <UserMenu />
    </HeaderBar>
  );
}
