import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { Blog } from '../types/api';
import { ContentImage } from './ContentImage';
import { formatDate } from './dates';
import { excerpt } from './text';

/** One post in the blog grid: image, date, title and a short description, linking to the post. */
export function BlogCard({ blog, locale, priority = false }: { blog: Blog; locale: string; priority?: boolean }) {
  const title = blog.translation?.title ?? '';
  const date = formatDate(blog.published_at ?? blog.created_at, locale);
  return (
    <Box component="article" data-testid="blog-card" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper', minWidth: 0 }}>
      <CardActionArea component={NextLink} href={`/blog/${blog.uuid}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <ContentImage src={blog.img} alt={title} radius={0} sizes="(min-width: 1200px) 270px, (min-width: 600px) 50vw, 100vw" priority={priority} />
        <Box sx={{ p: 2, flex: 1 }}>
          {date ? (
            <Typography component="time" dateTime={blog.published_at?.replace(' ', 'T')} variant="caption" color="text.secondary">
              {date}
            </Typography>
          ) : null}
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, mt: 0.5, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {excerpt(blog.translation?.short_desc ?? blog.translation?.description, 140)}
          </Typography>
        </Box>
      </CardActionArea>
    </Box>
  );
}
