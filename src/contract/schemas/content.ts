import { z } from 'zod';
import { commonQuery, flag, id, pagination, uuid } from './fields';

/** Request shapes of the content routes: blogs, careers, FAQ, pages, policy/terms, landing pages (contract §3.4). */

export const BLOG_TYPES = ['blog', 'notification'] as const;
/** Page types in display order; `all_about` lists the four "about" sections. */
export const PAGE_TYPES = ['about', 'about_second', 'about_three', 'about_fourth', 'delivery'] as const;
export const ABOUT_PAGE_TYPES = ['about', 'about_second', 'about_three', 'about_fourth'] as const;

const sort = z.enum(['asc', 'desc']).optional();

export const blogListQuery = z.object({
  ...commonQuery,
  ...pagination,
  type: z.enum(BLOG_TYPES).default('blog'),
  /** Accepted for compatibility; the public list always holds active posts only. */
  active: flag().optional(),
});

export const careerListQuery = z.object({ ...commonQuery, ...pagination, active: flag().optional(), sort });

export const faqListQuery = z.object({
  ...commonQuery,
  ...pagination,
  type: z.string().regex(/^[a-z][a-z0-9_]{0,29}$/, 'Unknown FAQ type').optional(),
  sort,
});

export const pageListQuery = z.object({ ...commonQuery, ...pagination, type: z.enum([...PAGE_TYPES, 'all_about']).optional() });

export const contentQuery = z.object(commonQuery);

export const blogParams = z.object({ uuid: uuid() });
export const careerParams = z.object({ id: id() });
export const pageParams = z.object({ type: z.enum(PAGE_TYPES, 'Unknown page type') });
export const landingParams = z.object({ type: z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, 'Unknown landing page') });
