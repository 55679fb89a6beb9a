import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { BrandLogo } from './BrandLogo';
import css from './shell.module.css';

export function HomeLink() {
  const { t } = useTranslation();
  return (
    <NextLink href="/" aria-label={t('header.home.link')} style={{ color: 'inherit', display: 'inline-flex' }}>
      <BrandLogo className={css.logo} />
    </NextLink>
  );
}
