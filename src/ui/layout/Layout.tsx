import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { BackBarHeader } from './BackBarHeader';
import { Footer } from './Footer';
import { usesBackBar } from './header-rules';
import { MobileHeader } from './MobileHeader';
import { WideHeader } from './WideHeader';

/** Picks the header for the path and width (spec §2), then the page, then the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useRouter();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const header = usesBackBar(pathname) ? <BackBarHeader /> : wide ? <WideHeader /> : <MobileHeader />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', color: 'text.primary' }}>
      {header}
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
