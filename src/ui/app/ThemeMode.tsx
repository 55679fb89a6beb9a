import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { writeThemeCookie } from './cookies';
import type { ThemeChoice, ThemeMode } from './theme';

interface ThemeModeValue {
  /** What the visitor chose: 'system' when no theme cookie was ever written (prefers-color-scheme decides). */
  choice: ThemeChoice;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ choice: 'light', toggle: () => {} });

const DARK_QUERY = '(prefers-color-scheme: dark)';
function subscribeToScheme(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
const deviceScheme = (): ThemeMode => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
const unknownScheme = () => null;

/**
 * Light/dark, persisted in a cookie so the server renders the chosen mode on the next visit. Without the cookie
 * the page follows prefers-color-scheme in CSS (globals.css, the 'system' MUI theme). The context's value changes
 * only when the visitor toggles: a value that changed right after load would reach every section still waiting
 * to hydrate (HydrateLater) and make React throw their server HTML away.
 */
export function ThemeModeProvider({ initial, children }: { initial: ThemeChoice; children: ReactNode }) {
  const [choice, setChoice] = useState<ThemeChoice>(initial);
  const toggle = useCallback(() => {
    setChoice((current) => {
      const next = (current === 'system' ? deviceScheme() : current) === 'light' ? 'dark' : 'light';
      writeThemeCookie(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ choice, toggle }), [choice, toggle]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export const useThemeMode = () => useContext(ThemeModeContext);

/**
 * What the page shows: the choice, or for 'system' the device's scheme — 'system' itself while the server
 * renders and React hydrates (the server cannot know it), the real one right after.
 */
export function useShownTheme(): ThemeChoice {
  const { choice } = useThemeMode();
  const device = useSyncExternalStore(subscribeToScheme, deviceScheme, unknownScheme);
  return choice === 'system' ? (device ?? 'system') : choice;
}
