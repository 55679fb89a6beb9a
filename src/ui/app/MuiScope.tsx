import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SIMULATED_WIDTH } from './device-widths';
import { emotionCacheFor } from './emotion-cache';
import { useShell } from './ShellContext';
import { appTheme } from './theme';
import { useThemeMode } from './ThemeMode';

/**
 * MUI's theme and style cache for the part of a page that uses MUI components. The app shell and the home page
 * are plain CSS; pages built with MUI get this around them (loaded with the page), and MUI widgets opened on a
 * plain page (dialogs, menus) wrap themselves in it. Nesting is harmless.
 */
export default function MuiScope({ children }: { children: ReactNode }) {
  const shell = useShell();
  // The choice, not the resolved mode: 'system' stays the media-query theme the server rendered with.
  const { choice } = useThemeMode();
  return (
    <AppCacheProvider emotionCache={emotionCacheFor(shell.dir)}>
      <ThemeProvider theme={appTheme(choice, shell.dir, SIMULATED_WIDTH[shell.device])}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppCacheProvider>
  );
}
