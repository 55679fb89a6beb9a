import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { BackArrowIcon } from '../app/icons';
import { PageTitle } from './PageTitle';

export { PageTitle } from './PageTitle';

/** A link back to a list, with the arrow pointing the way the page reads. */
export function BackLink({ href, label }: { href: string; label: string }) {
  const rtl = useTheme().direction === 'rtl';
  return (
    <Link component={NextLink} href={href} underline="hover" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', mb: 2, fontWeight: 600 }}>
      <BackArrowIcon flip={rtl} />
      {label}
    </Link>
  );
}

interface FrameProps {
  /** Text for <title>; defaults to the heading. */
  title?: string;
  heading: string;
  subtitle?: string;
  description?: string;
  back?: { href: string; label: string };
  width?: number;
  children: ReactNode;
  testId?: string;
}

/** Page frame: title, heading and a centred column that fits 360 px screens. */
export function PageFrame({ title, heading, subtitle, description, back, width = 1120, children, testId }: FrameProps) {
  return (
    <Box sx={{ maxWidth: width, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }} data-testid={testId}>
      <PageTitle title={title ?? heading} description={description ?? subtitle} />
      {back ? <BackLink href={back.href} label={back.label} /> : null}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {heading}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {subtitle}
        </Typography>
      ) : null}
      <Box sx={{ mt: { xs: 3, md: 4 } }}>{children}</Box>
    </Box>
  );
}
