import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from './breakpoints';
import { matchesAtWidth } from './device-widths';

export type ThemeMode = 'light' | 'dark';

// The light shade keeps 4.5:1 with white text and on light backgrounds (globals.css --g-primary).
const BRAND = { light: { main: '#167a43', contrastText: '#ffffff' }, dark: { main: '#1f9d55', contrastText: '#ffffff' } };

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
      primary: BRAND[mode],
      secondary: { main: '#ff8a00' },
      background: mode === 'dark' ? { default: '#121417', paper: '#1b1e23' } : { default: '#f7f7f5', paper: '#ffffff' },
    },
    shape: { borderRadius: 12 },
    typography: { fontFamily: 'var(--g-font)', button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesAtWidth(query, ssrWidth) }) } },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      // The chosen option of a toggle group (Delivery / Pickup) is filled, so it is the emphasised one in dark
      // mode too (MUI's default there is a faint tint, which made the unchosen, white one look selected).
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: t.palette.primary.main, color: t.palette.primary.contrastText },
          }),
        },
      },
    },
  });
  cache.set(key, theme);
  return theme;
}
