import {
  blogListQuery,
  blogParams,
  careerListQuery,
  careerParams,
  contentQuery,
  faqListQuery,
  landingParams,
  pageListQuery,
  pageParams,
} from '@/contract/schemas/content';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import * as content from './service';

/** Public CMS content (contract §3.4): the same for every visitor, so shared caches may keep it a minute. */
const cached = { headers: { 'Cache-Control': 'public, max-age=60' } };
const tag = 'content';

export const contentRoutes = [
  defineRoute({
    method: 'GET', path: '/rest/blogs/paginate', summary: 'Published blog posts or news (type), newest first', tag, auth: 'none',
    query: blogListQuery,
    handler: async ({ ctx, req, query }) => json(await content.listBlogs(ctx, req, query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/blogs/:uuid', summary: 'One published blog post', tag, auth: 'none',
    params: blogParams, query: contentQuery,
    handler: async ({ ctx, req, params }) => json(success(await content.showBlog(ctx, req, params.uuid)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/last-blog/show', summary: 'The latest published blog post', tag, auth: 'none',
    query: contentQuery,
    handler: async ({ ctx, req }) => json(success(await content.lastBlog(ctx, req)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/careers/paginate', summary: 'Open positions with their category', tag, auth: 'none',
    query: careerListQuery,
    handler: async ({ ctx, req, query }) => json(await content.listCareers(ctx, req, query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/careers/:id', summary: 'One open position', tag, auth: 'none',
    params: careerParams, query: contentQuery,
    handler: async ({ ctx, req, params }) => json(success(await content.showCareer(ctx, req, params.id)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/faqs/paginate', summary: 'Active questions and answers', tag, auth: 'none',
    query: faqListQuery,
    handler: async ({ ctx, req, query }) => json(await content.listFaqs(ctx, req, query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/pages/paginate', summary: 'Static pages; type=all_about lists the about sections in order', tag, auth: 'none',
    query: pageListQuery,
    handler: async ({ ctx, req, query }) => json(await content.listPages(ctx, req, query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/pages/:type', summary: 'One static page (about, delivery, about_second, about_three, about_fourth)', tag, auth: 'none',
    params: pageParams, query: contentQuery,
    handler: async ({ ctx, req, params }) => json(success(await content.showPage(ctx, req, params.type)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/policy', summary: 'The privacy policy', tag, auth: 'none',
    query: contentQuery,
    handler: async ({ ctx, req }) => json(success(await content.showPolicy(ctx, req)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/term', summary: 'The terms and conditions', tag, auth: 'none',
    query: contentQuery,
    handler: async ({ ctx, req }) => json(success(await content.showTerm(ctx, req)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/landing-pages/:type', summary: 'A landing page (welcome) with its stored data', tag, auth: 'none',
    params: landingParams, query: contentQuery,
    handler: async ({ ctx, params }) => json(success(await content.showLandingPage(ctx, params.type)), cached),
  }),
];
