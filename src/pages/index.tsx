import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { shellPage } from '@/ui/ssr/shell';

/** Home: the marketplace sections arrive with the browse issue; the shell and texts are real now. */
export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <Head>
        <title>{`${t('app.title')} — ${t('app.tagline')}`}</title>
        <meta name="description" content={t('app.description')} />
      </Head>
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: 3, py: 6 }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>{t('app.title')}</Typography>
        <Typography variant="h6" color="text.secondary" sx={{ mt: 1 }}>{t('app.tagline')}</Typography>
      </Box>
    </>
  );
}

export const getServerSideProps = shellPage();
