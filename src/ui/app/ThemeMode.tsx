import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { writeThemeCookie } from './cookies';
import type { ThemeChoice, ThemeMode } from './theme';

interface ThemeModeValue {
  /** What the page shows: 'system' until the browser has told us the device's preference (server, hydration). */
  mode: ThemeChoice;
  /** What the visitor chose: 'system' when no theme cookie was ever written. */
  choice: ThemeChoice;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', choice: 'light', toggle: () => {} });

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
 * the page follows prefers-color-scheme: CSS does it for the first paint (globals.css, the 'system' MUI theme),
 * and after hydration `mode` names the device's scheme so the toggle knows which way it switches.
 */
export function ThemeModeProvider({ initial, children }: { initial: ThemeChoice; children: ReactNode }) {
  const [choice, setChoice] = useState<ThemeChoice>(initial);
  const device = useSyncExternalStore(subscribeToScheme, deviceScheme, unknownScheme);
  const mode: ThemeChoice = choice === 'system' ? (device ?? 'system') : choice;
  const toggle = useCallback(() => {
    const next = (choice === 'system' ? (device ?? deviceScheme()) : choice) === 'light' ? 'dark' : 'light';
    writeThemeCookie(next);
    setChoice(next);
  }, [choice, device]);
  const value = useMemo(() => ({ mode, choice, toggle }), [mode, choice, toggle]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export const useThemeMode = () => useContext(ThemeModeContext);
