import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { QUERY } from '../config/constants';
import { setHttpLanguage } from '../http/browser';
import type { ShellProps } from '../ssr/shell';
import { shouldSkipPersistGate } from '../store/persist-gate';
import { setUser } from '../store/slices/auth';
import { makeStore } from '../store/store';
import { SIMULATED_WIDTH } from './device-widths';
import { emotionCacheFor } from './emotion-cache';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteProgress } from './RouteProgress';
import { SessionProvider } from './Session';
import { ShellContext } from './ShellContext';
import { appTheme } from './theme';
import { ThemeModeProvider, useThemeMode } from './ThemeMode';
import { ThemeVars } from './ThemeVars';
import { Toasts } from './Toasts';
import { MergeLiked } from '../liked/useMergeLiked';

function Themed({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  const { mode } = useThemeMode();
  return (
    <ThemeProvider theme={appTheme(mode, shell.dir, SIMULATED_WIDTH[shell.device])}>
      <CssBaseline />
      <ThemeVars />
      {children}
    </ThemeProvider>
  );
}

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY.staleTime, gcTime: QUERY.gcTime, refetchOnWindowFocus: QUERY.refetchOnWindowFocus, retry: QUERY.retry } } });
}

/** Every provider a page needs, and nothing heavier (maps, chat, Firebase load where they are used). */
export function AppProviders({ shell, dehydratedState, children }: { shell: ShellProps; dehydratedState?: DehydratedState; children: ReactNode }) {
  const router = useRouter();
  const [queryClient] = useState(newQueryClient);
  const [{ store, persistor }] = useState(() => {
    const made = makeStore();
    if (shell.user) made.store.dispatch(setUser(shell.user));
    return made;
  });
  setHttpLanguage(shell.locale);

  // A client-side language switch must flip <html lang dir> as the server would have rendered it.
  useEffect(() => {
    document.documentElement.lang = shell.locale;
    document.documentElement.dir = shell.dir;
  }, [shell.locale, shell.dir]);

  // The server re-checks the session on every page; follow it when it changes (e.g. after sign-in).
  useEffect(() => {
    if (shell.user) store.dispatch(setUser(shell.user));
  }, [shell.user, store]);

  // Only the page sits inside the persist gate: the session, toasts and progress bar stay mounted when a
  // navigation crosses between gated and auth-like paths (spec §2), so a toast survives the redirect.
  const page = <ErrorBoundary>{children}</ErrorBoundary>;
  const gated = shouldSkipPersistGate(router.pathname) ? page : <PersistGate persistor={persistor} loading={page}>{page}</PersistGate>;

  return (
    <AppCacheProvider emotionCache={emotionCacheFor(shell.dir)}>
      <ShellContext.Provider value={shell}>
        <ThemeModeProvider initial={shell.themeMode}>
          <Themed shell={shell}>
            <ReduxProvider store={store}>
              <QueryClientProvider client={queryClient}>
                <HydrationBoundary state={dehydratedState}>
                  <SessionProvider sessionExpired={shell.sessionExpired}>
                    <RouteProgress />
                    <MergeLiked />
                    {/* While liked/currency/search restore (at most 5 s) the page still renders, so server HTML
                        and the first client render match. */}
                    {gated}
                    <Toasts rtl={shell.dir === 'rtl'} />
                  </SessionProvider>
                </HydrationBoundary>
              </QueryClientProvider>
            </ReduxProvider>
          </Themed>
        </ThemeModeProvider>
      </ShellContext.Provider>
    </AppCacheProvider>
  );
}
