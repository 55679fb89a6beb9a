import NextLink from 'next/link';
import type { Blog } from '../types/api';
import css from './cards.module.css';
import { ContentImage } from './ContentImage';
import { formatDate } from './dates';
import { excerpt } from './text';

/** One post in the blog grid: image, date, title and a short description, linking to the post. */
export function BlogCard({ blog, locale, priority = false }: { blog: Blog; locale: string; priority?: boolean }) {
  const title = blog.translation?.title ?? '';
  const date = formatDate(blog.published_at ?? blog.created_at, locale);
  return (
    <article data-testid="blog-card" className={css.card}>
      <NextLink href={`/blog/${blog.uuid}`} className={`${css.link} ${css.column}`}>
        <ContentImage src={blog.img} alt={title} radius={0} sizes="(min-width: 1200px) 270px, (min-width: 600px) 50vw, 100vw" priority={priority} />
        <div className={css.pad}>
          {date ? (
            <time dateTime={blog.published_at?.replace(' ', 'T')} className={css.caption}>
              {date}
            </time>
          ) : null}
          <h2 className={css.title}>{title}</h2>
          <p className={css.excerpt}>{excerpt(blog.translation?.short_desc ?? blog.translation?.description, 140)}</p>
        </div>
      </NextLink>
    </article>
  );
}
