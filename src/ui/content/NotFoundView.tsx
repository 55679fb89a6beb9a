import Head from 'next/head';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import css from './not-found.module.css';

/**
 * What an unknown path, shop or restaurant shows (with status 404) inside the storefront's header and footer:
 * what happened, a search (a plain GET form: it works before the page has hydrated) and the way home.
 */
export default function NotFoundView() {
  const { t } = useTranslation();
  const { locale, defaultLocale } = useRouter();
  const searchAction = locale && locale !== defaultLocale ? `/${locale}/search` : '/search';
  return (
    <section className={css.box} data-testid="not-found-page" aria-labelledby="not-found-title">
      <Head>
        <title>{`${t('page.not.found.title')} — ${t('app.title')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <p className={css.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={css.title}>
        {t('page.not.found.title')}
      </h1>
      <p className={css.text}>{t('page.not.found.text')}</p>
      <form role="search" action={searchAction} method="get" className={css.search}>
        <input type="search" name="q" required aria-label={t('common.search')} placeholder={t('search.placeholder')} className={css.input} data-testid="not-found-search" />
        <button type="submit" className={`${ui.btn} ${ui.outlined}`}>
          {t('common.search')}
        </button>
      </form>
      <NextLink href="/" className={`${ui.btn} ${ui.contained}`} data-testid="not-found-home">
        {t('common.go.home')}
      </NextLink>
    </section>
  );
}
