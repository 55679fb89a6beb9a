import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import type { Page } from '../types/api';
import { ContentImage } from './ContentImage';
import { PageFrame } from './PageFrame';
import { Paragraphs } from './Paragraphs';
import { aboutQuery } from './queries';
import { EmptyState, ErrorState, TextSkeleton } from './States';
import { excerpt } from './text';

/** Store links are only rendered for absolute http(s) URLs. */
const safeLink = (url?: string) => (url && /^https?:\/\//i.test(url) ? url : undefined);

function AppButtons({ buttons }: { buttons: Page['buttons'] }) {
  const { t } = useTranslation();
  const links = [
    [safeLink(buttons?.app_store_button_link), t('footer.app.store')],
    [safeLink(buttons?.google_play_button_link), t('footer.google.play')],
  ].filter((l): l is [string, string] => Boolean(l[0]));
  if (links.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
      {links.map(([href, label]) => (
        <Button key={href} href={href} target="_blank" rel="noopener noreferrer" variant="contained" color="inherit" sx={{ bgcolor: 'text.primary', color: 'background.paper', '&:hover': { bgcolor: 'text.secondary' } }}>
          {label}
        </Button>
      ))}
    </Box>
  );
}

function Section({ page, index }: { page: Page; index: number }) {
  const title = page.translation?.title ?? '';
  return (
    <Box
      component="section"
      data-testid="about-section"
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 6 },
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        py: { xs: 3, md: 5 },
      }}
    >
      <Box sx={{ order: { md: index % 2 === 0 ? 0 : 1 } }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Paragraphs text={page.translation?.description} color="text.secondary" />
        <AppButtons buttons={page.buttons} />
      </Box>
      {page.img ? <ContentImage src={page.img} alt={title} ratio="4 / 3" sizes="(min-width: 900px) 540px, 100vw" priority={index === 0} /> : null}
    </Box>
  );
}

/** /about: the "about" CMS sections in order (`rest/pages/paginate?type=all_about`). */
export function AboutView() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(aboutQuery(http, locale));
  const pages = query.data?.data ?? [];
  const lead = pages[0]?.translation;
  return (
    <PageFrame title={t('about.title')} heading={t('about.title')} subtitle={t('about.subtitle')} description={lead ? excerpt(lead.description) : undefined} testId="about-page">
      {query.isPending ? (
        <TextSkeleton lines={6} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : pages.length === 0 ? (
        <EmptyState title={t('content.empty')} />
      ) : (
        pages.map((page, i) => <Section key={page.id} page={page} index={i} />)
      )}
    </PageFrame>
  );
}
