import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { errorKey } from './errors';

/** Nothing to show: a title, a line of text and an optional way on. */
export function EmptyState({ title, text, action, testId = 'empty-state' }: { title: string; text?: string; action?: { href: string; label: string }; testId?: string }) {
  return (
    <Box role="status" data-testid={testId} sx={{ textAlign: 'center', py: { xs: 5, md: 8 }, px: 2, border: 1, borderColor: 'divider', borderRadius: 3, borderStyle: 'dashed' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text ? (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>
          {text}
        </Typography>
      ) : null}
      {action ? (
        <Button component={NextLink} href={action.href} variant="contained" sx={{ mt: 3 }}>
          {action.label}
        </Button>
      ) : null}
    </Box>
  );
}

/** A failed read, said in the reader's language, with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-testid="error-state" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{t(errorKey(error), { ns: 'errors' })}</Typography>
      {onRetry ? (
        <Button onClick={onRetry} variant="outlined" sx={{ mt: 2 }}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Box>
  );
}

/** Placeholder cards while a grid loads. */
export function CardsSkeleton({ count = 3, media = true }: { count?: number; media?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('common.loading')} data-testid="skeleton" sx={{ display: 'contents' }}>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i}>
          {media ? <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} /> : null}
          <Skeleton variant="text" sx={{ fontSize: '1.25rem', mt: 1 }} />
          <Skeleton variant="text" width="80%" />
        </Box>
      ))}
    </Box>
  );
}

/** Placeholder lines while text loads. */
export function TextSkeleton({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('common.loading')} data-testid="skeleton">
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="60%" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="text" width={i === lines - 1 ? '70%' : '100%'} />
      ))}
    </Box>
  );
}
