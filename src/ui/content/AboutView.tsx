import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import type { Page } from '../types/api';
import css from './about.module.css';
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
    <div className={css.buttons}>
      {links.map(([href, label]) => (
        <a key={href} href={href} target="_blank" rel="noopener noreferrer" className={`${ui.btn} ${css.store}`}>
          {label}
        </a>
      ))}
    </div>
  );
}

function Section({ page, index }: { page: Page; index: number }) {
  const title = page.translation?.title ?? '';
  return (
    <section data-testid="about-section" className={css.section}>
      <div className={index % 2 === 0 ? undefined : css.textSecond}>
        <h2 className={css.title}>{title}</h2>
        <Paragraphs text={page.translation?.description} secondary />
        <AppButtons buttons={page.buttons} />
      </div>
      {page.img ? <ContentImage src={page.img} alt={title} ratio="4 / 3" sizes="(min-width: 900px) 540px, 100vw" priority={index === 0} /> : null}
    </section>
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
