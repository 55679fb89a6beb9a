import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { writeThemeCookie } from './cookies';
import type { ThemeMode } from './theme';

interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', toggle: () => {} });

/** Light/dark, persisted in a cookie so the server renders the chosen mode on the next visit. */
export function ThemeModeProvider({ initial, children }: { initial: ThemeMode; children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initial);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      writeThemeCookie(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export const useThemeMode = () => useContext(ThemeModeContext);
