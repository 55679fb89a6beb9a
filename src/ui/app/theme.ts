import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from './breakpoints';
import { matchesAtWidth } from './device-widths';

export type ThemeMode = 'light' | 'dark';
/** The visitor's choice: 'system' (no theme cookie) follows the device's prefers-color-scheme. */
export type ThemeChoice = ThemeMode | 'system';

// The light shade keeps 4.5:1 with white text and on light backgrounds (globals.css --g-primary).
const BRAND = { light: { main: '#167a43', contrastText: '#ffffff' }, dark: { main: '#1f9d55', contrastText: '#ffffff' } };

const cache = new Map<string, Theme>();

const paletteOf = (mode: ThemeMode) => ({
  primary: BRAND[mode],
  secondary: { main: '#ff8a00' },
  background: mode === 'dark' ? { default: '#121417', paper: '#1b1e23' } : { default: '#f7f7f5', paper: '#ffffff' },
});

/**
 * One theme per (choice, direction, simulated width); built once per combination, never per render. 'system'
 * is a CSS-variables theme whose light and dark palettes switch by `@media (prefers-color-scheme)`: the server
 * cannot know the device's preference, and the page must not flash from one palette to the other.
 */
export function appTheme(mode: ThemeChoice, direction: 'ltr' | 'rtl', ssrWidth: number): Theme {
  const key = `${mode}-${direction}-${ssrWidth}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const shared = {
    direction,
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: 12 },
    // The type scale's two weights (globals.css, ADR 0046): MUI's light and medium fall on regular and bold.
    typography: { fontFamily: 'var(--g-font)', fontWeightLight: 400, fontWeightMedium: 700, button: { textTransform: 'none' as const, fontWeight: 700 } },
    components: {
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesAtWidth(query, ssrWidth) }) } },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      // The chosen option of a toggle group (Delivery / Pickup) is filled, so it is the emphasised one in dark
      // mode too (MUI's default there is a faint tint, which made the unchosen, white one look selected).
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme: t }: { theme: Theme }) => ({
            '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: t.palette.primary.main, color: t.palette.primary.contrastText },
          }),
        },
      },
    },
  };
  const theme =
    mode === 'system'
      ? createTheme({ ...shared, cssVariables: { colorSchemeSelector: 'media' }, colorSchemes: { light: { palette: paletteOf('light') }, dark: { palette: paletteOf('dark') } } })
      : createTheme({ ...shared, palette: { mode, ...paletteOf(mode) } });
  cache.set(key, theme);
  return theme;
}
