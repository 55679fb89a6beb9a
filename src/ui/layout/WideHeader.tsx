import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { HeaderBar } from './HeaderBar';
import { HomeLink } from './HomeLink';
import { CurrencyPicker, LanguagePicker } from './Picker';
import { LikedLink } from './LikedLink';
import css from './shell.module.css';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

/**
 * The welcome header at 1140 px and wider: About, Blog, Careers, the logo, language and currency, favourites, the
 * theme, and login or the user menu.
 */
export function WideHeader() {
  const { t } = useTranslation();
  return (
    <HeaderBar testId="wide-header">
      <HomeLink />
      <nav aria-label={t('header.menu')} className={`${css.nav} ${css.wideOnly}`}>
        <NextLink href="/about" className={ui.btn} prefetch={false}>{t('header.about')}</NextLink>
        <NextLink href="/blog" className={ui.btn} prefetch={false}>{t('header.blog')}</NextLink>
        <NextLink href="/careers" className={ui.btn} prefetch={false}>{t('header.careers')}</NextLink>
      </nav>
      <span className={css.grow} />
      <span className={css.pickers}>
        <LanguagePicker />
        <CurrencyPicker />
      </span>
      <LikedLink />
      <ThemeToggle />
      <UserMenu />
    </HeaderBar>
  );
}
