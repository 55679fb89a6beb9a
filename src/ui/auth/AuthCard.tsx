import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import type { ReactNode } from 'react';
import { useHydrated } from '../app/client-only';

/** The frame of every sign-in page: a centred card that fills small screens, with the page title. */
export function AuthCard({ title, text, testId, children }: { title: string; text?: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  // Marks the card once React has taken over, so forms are never filled before their handlers exist.
  const hydrated = useHydrated();
  return (
    <>
      <Head>
        <title>{`${title} — ${t('app.title')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 1.5, sm: 2 }, py: { xs: 3, sm: 6 } }}>
        <Paper variant="outlined" data-testid={testId} data-hydrated={hydrated || undefined} sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {text && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {text}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
    </>
  );
}

/** Switches between ways of doing the same thing (email or phone); each tab names its method. */
export function MethodTabs<M extends string>({ value, onChange, options }: { value: M; onChange: (m: M) => void; options: Array<{ value: M; label: string; testId: string }> }) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onChange={(_e, m: M) => onChange(m)} variant="fullWidth" aria-label={t('auth.method')} sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}>
      {options.map((o) => (
        <Tab key={o.value} value={o.value} label={o.label} data-testid={o.testId} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
}

/** "Question? Link" under a form. */
export function AuthFooterLink({ question, href, label, testId }: { question?: string; href: string; label: string; testId: string }) {
  return (
    <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
      {question && `${question} `}
      <Link component={NextLink} href={href} data-testid={testId} underline="hover" sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Typography>
  );
}
