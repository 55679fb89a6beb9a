import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { BrandLogo } from '../layout/BrandLogo';

export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <div>
        <Link href="/" onClick={onRetry} aria-label="Groops">
          <BrandLogo />
        </Link>
        <Typography variant="h5" component="h1" sx={{ mt: 3, mb: 2 }}>
          {t('error.boundary.title', 'Oops, something went wrong!')}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('error.boundary.retry', 'Try again')}
        </Button>
      </div>
    </Box>
  );
}
