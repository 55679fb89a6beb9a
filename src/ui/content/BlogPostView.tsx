import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import { ContentImage } from './ContentImage';
import { formatDate } from './dates';
import css from './frame.module.css';
import { PageFrame } from './PageFrame';
import { Paragraphs } from './Paragraphs';
import { blogQuery } from './queries';
import { EmptyState, ErrorState, TextSkeleton } from './States';
import { excerpt } from './text';

/** /blog/[uuid]: one post, server-rendered; an unknown uuid is answered with the 404 page by the server. */
export function BlogPostView({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(blogQuery(http, locale, uuid));
  const back = { href: '/blog', label: t('blog.back') };
  if (query.isPending || query.isError) {
    return (
      <PageFrame heading={t('blog.title')} back={back}>
        {query.isPending ? <TextSkeleton lines={8} /> : <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      </PageFrame>
    );
  }
  const post = query.data;
  const title = post.translation?.title ?? t('blog.title');
  const date = formatDate(post.published_at ?? post.created_at, locale);
  const body = post.translation?.description ?? post.translation?.short_desc;
  return (
    <PageFrame heading={title} back={back} width={820} description={excerpt(post.translation?.short_desc ?? body)} testId="blog-post">
      {date ? (
        <time dateTime={post.published_at?.replace(' ', 'T')} className={css.date}>
          {t('blog.published.on', { date })}
        </time>
      ) : null}
      {post.img ? <ContentImage src={post.img} alt={title} sizes="(min-width: 860px) 780px, 100vw" priority /> : null}
      <div className={css.after}>{body ? <Paragraphs text={body} testId="blog-body" /> : <EmptyState title={t('content.empty')} />}</div>
    </PageFrame>
  );
}
