import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { BrandLogo } from './BrandLogo';
import css from './shell.module.css';

/**
 * No prefetch while the page loads (hover or touch still prefetches, as for the header's other links): with our
 * middleware, Next's viewport prefetch of `/` fetched the home's data route (a server render of `/`) and ran the
 * home's chunk loader on every page, a main-thread task in the middle of the load (Lighthouse TBT, ADR 0025).
 */
export function HomeLink() {
  const { t } = useTranslation();
  return (
    <NextLink href="/" prefetch={false} aria-label={t('header.home.link')} style={{ color: 'inherit', display: 'inline-flex' }}>
      <BrandLogo className={css.logo} />
    </NextLink>
  );
}
