import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { HydrateLater } from '../app/HydrateLater';
import { BackBarHeader } from './BackBarHeader';
import { Footer } from './Footer';
import { usesBackBar } from './header-rules';
import { MobileHeader } from './MobileHeader';
import { SimpleHeader } from './SimpleHeader';
import { shouldSkipPersistGate } from '../store/persist-gate';
import { WideHeader } from './WideHeader';

/** Picks the header for the path and width (spec §2), then the page, then the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useRouter();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  // Auth-like paths use the lighter wrapper (spec §2): the simple header.
  const header = shouldSkipPersistGate(pathname) ? <SimpleHeader /> : usesBackBar(pathname) ? <BackBarHeader /> : wide ? <WideHeader /> : <MobileHeader />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', color: 'text.primary' }}>
      <HydrateLater>{header}</HydrateLater>
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <HydrateLater>{children}</HydrateLater>
      </Box>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </Box>
  );
}
