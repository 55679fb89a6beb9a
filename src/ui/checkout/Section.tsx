import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled block of the checkout page. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = `${testId}-title`;
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId} sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 3, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
