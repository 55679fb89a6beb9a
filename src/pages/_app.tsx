import type { AppProps } from 'next/app';
import Head from 'next/head';
import { appWithTranslation } from 'next-i18next/pages';
import type { DehydratedState } from '@tanstack/react-query';
import 'react-toastify/dist/ReactToastify.css';
import '@/styles/globals.css';
import { AppProviders } from '@/ui/app/AppProviders';
import { Layout } from '@/ui/layout/Layout';
import type { ShellProps } from '@/ui/ssr/shell';

type PageProps = ShellProps & { dehydratedState?: DehydratedState; bare?: boolean };

function GroopsApp({ Component, pageProps }: AppProps<PageProps>) {
  if (!pageProps.settings) return <Component {...pageProps} />; // 404/500 pages render without the shell
  return (
    <AppProviders shell={pageProps} dehydratedState={pageProps.dehydratedState}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Layout>
        <Component {...pageProps} />
      </Layout>
    </AppProviders>
  );
}

export default appWithTranslation(GroopsApp);
