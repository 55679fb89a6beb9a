import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

/** The bar every header variant sits in. */
export function HeaderBar({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }} data-testid={testId}>
      <Toolbar sx={{ gap: 1.5, maxWidth: 1280, width: '100%', mx: 'auto' }}>{children}</Toolbar>
    </AppBar>
  );
}
