import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { QUERY } from '../config/constants';
import { applyCurrencyChoice } from '../currency/useCurrency';
import { setHttpLanguage } from '../http/browser';
import type { ShellProps } from '../ssr/shell';
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
import { firebasePushConfig } from '../firebase/config';
import { clientOnly } from './client-only';

/** Web push loads (with firebase/messaging behind it) only when Firebase messaging is configured at build time. */
const WebPush = firebasePushConfig() ? clientOnly(() => import('../firebase/WebPush').then((m) => m.default)) : () => null;

/**
 * `<html data-theme>` follows the choice, so the CSS variables of every plain and MUI part switch together;
 * without one the attribute is absent and globals.css follows prefers-color-scheme.
 */
function ThemeAttribute() {
  const { choice } = useThemeMode();
  useEffect(() => {
    if (choice === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = choice;
  }, [choice]);
  return null;
}

function newQueryClient() {
  // A server render's cache goes when the render does. A gcTime there would start a 5-hour timer per query that
  // holds the cache, and through it the whole render, for hours: ~100 KB per page kept until the server ran out of
  // memory. No gcTime (Infinity) means no timer, as react-query itself defaults on the server.
  const gcTime = typeof window === 'undefined' ? Infinity : QUERY.gcTime;
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY.staleTime, gcTime, refetchOnWindowFocus: QUERY.refetchOnWindowFocus, retry: QUERY.retry } } });
}

/**
 * Every provider a page needs, and nothing heavier: maps, chat, Firebase — and MUI's theme (MuiScope) — load
 * where they are used.
 */
export function AppProviders({ shell, dehydratedState, children }: { shell: ShellProps; dehydratedState?: DehydratedState; children: ReactNode }) {
  const [queryClient] = useState(newQueryClient);
  const [store] = useState(() => {
    const made = makeStore();
    if (shell.user) made.dispatch(setUser(shell.user));
    // The place chosen earlier (settings cookie): server and browser start from the same location.
    if (shell.userSettings) made.dispatch(updateSettings(shell.userSettings));
    // The currency the server priced the page in (cookie): server and browser render the same amounts.
    applyCurrencyChoice(made, shell.currencies, shell.currencyId);
    // Liked shops, currency and search history come back from localStorage as soon as their module is here;
    // the currency cookie outranks the stored copy (the server already rendered in it).
    if (typeof window !== 'undefined') {
      void Promise.all([import('../store/persist'), import('../currency/cookie')]).then(([{ persistSlices, afterRestore }, { browserCurrencyCookie }]) =>
        afterRestore(persistSlices(made), () => applyCurrencyChoice(made, shell.currencies, browserCurrencyCookie())),
      );
    }
    return made;
  });
  // The state the server rendered with, taken before the restore above can land: React hydrates every part
  // (a deferred section too, whenever it comes) from it, then re-renders what the restored slices or a
  // refetched profile changed. Without it, a part hydrating after the restore read the saved search history or
  // liked shops, which the server HTML did not have (React error #418, the page rendered anew).
  const [serverState] = useState(() => store.getState());
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


  return (
    <ShellContext.Provider value={shell}>
      <ThemeModeProvider initial={shell.themeMode}>
        <ThemeAttribute />
        <ReduxProvider store={store} serverState={serverState}>
          <QueryClientProvider client={queryClient}>
            <HydrationBoundary state={dehydratedState}>
              <SessionProvider sessionExpired={shell.sessionExpired}>
                <RouteProgress />
                <MergeLiked />
                <WebPush />
                {/* No page waits for liked/currency/search to restore (at most 5 s): hydration reads serverState,
                    and the restored slices re-render what shows them. */}
                <ErrorBoundary>{children}</ErrorBoundary>
                <Toasts rtl={shell.dir === 'rtl'} />
              </SessionProvider>
            </HydrationBoundary>
          </QueryClientProvider>
        </ReduxProvider>
      </ThemeModeProvider>
    </ShellContext.Provider>
  );
}
