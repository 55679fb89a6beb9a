import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import Router from 'next/router';
import { Suspense } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import 'react-toastify/dist/ReactToastify.css';
import '@/styles/globals.css';
import { AppProviders } from '@/ui/app/AppProviders';
import { watchMissingTexts } from '@/ui/i18n/missing-texts';
import { TextsProvider, useTranslation } from '@/ui/i18n/texts';
import { usePageTranslator } from '@/ui/i18n/usePageTranslator';
import { Layout } from '@/ui/layout/Layout';
import type { ShellProps } from '@/ui/ssr/shell';

type PageProps = ShellProps & { dehydratedState?: DehydratedState; bare?: boolean; pageNotFound?: true };

/** MUI's theme and style cache, loaded with the pages that use MUI (pages marked `plain` do without). */
const MuiScope = dynamic(() => import('@/ui/app/MuiScope'));

/** An unknown shop or path (shellPage answered 404): its own small chunk, server-rendered, loaded only then. */
const NotFoundView = dynamic(() => import('@/ui/content/NotFoundView'));

const isPlain = (page: unknown) => (page as { plain?: boolean }).plain === true;

// Leaving a plain page: fetch MuiScope alongside the next page's code, so it renders without a blank frame.
if (typeof window !== 'undefined') Router.events.on('routeChangeStart', () => (MuiScope as unknown as { preload?: () => void }).preload?.());
// The server HTML's JSON-LD (written by _document, for crawlers) describes the first page only: another page drops it.
if (typeof window !== 'undefined') {
  Router.events.on('routeChangeStart', (_url: string, { shallow }: { shallow: boolean }) => {
    if (!shallow) document.querySelectorAll('script[data-page-ld]').forEach((el) => el.remove());
  });
}

/**
 * Texts come from the page's `_nextI18Next` props (made on the server by next-i18next) into our own small
 * translator: i18next itself stays on the server (ADR 0019).
 */
function GroopsApp(props: AppProps<PageProps>) {
  const translator = usePageTranslator(props.pageProps, props.router?.locale);
  watchMissingTexts(translator);
  return (
    <TextsProvider translator={translator}>
      <GroopsPage {...props} />
    </TextsProvider>
  );
}

function GroopsPage({ Component, pageProps }: AppProps<PageProps>) {
  const { t } = useTranslation();
  if (!pageProps.settings) return <Component {...pageProps} />; // 404/500 pages render without the shell
  return (
    <AppProviders shell={pageProps} dehydratedState={pageProps.dehydratedState}>
      {/*
        A fallback title: Next sets document.title to '' whenever the mounted <Head>s hold no <title>, which is the
        case while the page (hydrated later, in slices) has not mounted its own yet. The page's title, later in the
        tree, replaces this one (next/head keeps the last <title>).
      */}
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t('app.title')}</title>
      </Head>
      <Layout>
        {pageProps.pageNotFound ? (
          <NotFoundView />
        ) : isPlain(Component) ? (
          <Component {...pageProps} />
        ) : (
          <MuiScope>
            <Component {...pageProps} />
          </MuiScope>
        )}
      </Layout>
    </AppProviders>
  );
}

/**
 * The root itself hydrates nothing: React hydrates a server-rendered Suspense boundary later, at idle priority and
 * in time slices, so the providers' set-up (translations, query cache, store) is no longer one long task at load.
 */
export default function App(props: AppProps<PageProps>) {
  return (
    <Suspense fallback={null}>
      <GroopsApp {...props} />
    </Suspense>
  );
}
