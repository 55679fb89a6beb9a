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
import { updateSettings } from '../store/slices/settings';
import { makeStore } from '../store/store';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteProgress } from './RouteProgress';
import { SessionProvider } from './Session';
import { ShellContext } from './ShellContext';
import { ThemeModeProvider, useThemeMode } from './ThemeMode';
import { Toasts } from './Toasts';
import { MergeLiked } from '../liked/useMergeLiked';

/** `<html data-theme>` follows the mode, so the CSS variables of every plain and MUI part switch together. */
function ThemeAttribute() {
  const { mode } = useThemeMode();
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return null;
}

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY.staleTime, gcTime: QUERY.gcTime, refetchOnWindowFocus: QUERY.refetchOnWindowFocus, retry: QUERY.retry } } });
}

/**
 * Every provider a page needs, and nothing heavier: maps, chat, Firebase — and MUI's theme (MuiScope) — load
 * where they are used.
 */
export function AppProviders({ shell, dehydratedState, children }: { shell: ShellProps; dehydratedState?: DehydratedState; children: ReactNode }) {
  const router = useRouter();
  const [queryClient] = useState(newQueryClient);
  const [{ store, persistor }] = useState(() => {
    const made = makeStore();
    if (shell.user) made.store.dispatch(setUser(shell.user));
    // The place chosen earlier (settings cookie): server and browser start from the same location.
    if (shell.userSettings) made.store.dispatch(updateSettings(shell.userSettings));
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
    <ShellContext.Provider value={shell}>
      <ThemeModeProvider initial={shell.themeMode}>
        <ThemeAttribute />
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
      </ThemeModeProvider>
    </ShellContext.Provider>
  );
}
