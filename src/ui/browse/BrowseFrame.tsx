import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { BackLink } from '../content/PageFrame';

/** The column of a browse detail page (its header is its own): back link, then the content; fits 360 px. */
export function BrowseFrame({ back, testId, children }: { back: { href: string; label: string }; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, minWidth: 0 }} data-testid={testId}>
      <BackLink href={back.href} label={back.label} />
      {children}
    </Box>
  );
}
