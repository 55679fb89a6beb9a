import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from './breakpoints';
import { matchesAtWidth } from './device-widths';

export type ThemeMode = 'light' | 'dark';

const BRAND = { main: '#1f9d55', contrastText: '#ffffff' };

/** One theme per (mode, direction, simulated width); built once per combination, never per render. */
const cache = new Map<string, Theme>();

export function appTheme(mode: ThemeMode, direction: 'ltr' | 'rtl', ssrWidth: number): Theme {
  const key = `${mode}-${direction}-${ssrWidth}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const theme = createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      primary: BRAND,
      secondary: { main: '#ff8a00' },
      background: mode === 'dark' ? { default: '#121417', paper: '#1b1e23' } : { default: '#f7f7f5', paper: '#ffffff' },
    },
    shape: { borderRadius: 12 },
    typography: { fontFamily: 'var(--g-font)', button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesAtWidth(query, ssrWidth) }) } },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
    },
  });
  cache.set(key, theme);
  return theme;
}
