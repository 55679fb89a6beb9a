import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Paginate, SuccessResponse } from '@/contract/envelope';
import { getJson, type Http } from '../http/json';
import type { Blog, Career, Faq, LegalText, Page } from '../types/api';
import { nextPageParam } from './pagination';

/**
 * The content reads (contract §3.4) as React Query options. The same options run on the server (with the
 * server client, to prefetch and dehydrate) and in the browser (with `http`), so the keys always match.
 */

export const PER_PAGE = { blogs: 4, careers: 10, faqs: 10, about: 10 } as const;

export const contentKeys = {
  about: (locale: string) => ['content', 'about', locale] as const,
  blogs: (locale: string) => ['content', 'blogs', locale] as const,
  blog: (locale: string, uuid: string) => ['content', 'blog', locale, uuid] as const,
  careers: (locale: string) => ['content', 'careers', locale] as const,
  career: (locale: string, id: string) => ['content', 'career', locale, id] as const,
  faqs: (locale: string) => ['content', 'faqs', locale] as const,
  legal: (locale: string, kind: LegalKind) => ['content', kind, locale] as const,
};

export type LegalKind = 'policy' | 'term';

const single = async <T>(http: Http, url: string) => (await getJson<SuccessResponse<T>>(http, url)).data;

export const aboutQuery = (http: Http, locale: string) =>
  queryOptions({
    queryKey: contentKeys.about(locale),
    queryFn: () => getJson<Paginate<Page>>(http, 'rest/pages/paginate', { type: 'all_about', perPage: PER_PAGE.about }),
  });

export const blogsQuery = (http: Http, locale: string) =>
  infiniteQueryOptions({
    queryKey: contentKeys.blogs(locale),
    queryFn: ({ pageParam }) => getJson<Paginate<Blog>>(http, 'rest/blogs/paginate', { type: 'blog', active: 1, page: pageParam, perPage: PER_PAGE.blogs }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const blogQuery = (http: Http, locale: string, uuid: string) =>
  queryOptions({ queryKey: contentKeys.blog(locale, uuid), queryFn: () => single<Blog>(http, `rest/blogs/${encodeURIComponent(uuid)}`) });

export const careersQuery = (http: Http, locale: string) =>
  infiniteQueryOptions({
    queryKey: contentKeys.careers(locale),
    queryFn: ({ pageParam }) => getJson<Paginate<Career>>(http, 'rest/careers/paginate', { active: 1, page: pageParam, perPage: PER_PAGE.careers }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const careerQuery = (http: Http, locale: string, id: string) =>
  queryOptions({ queryKey: contentKeys.career(locale, id), queryFn: () => single<Career>(http, `rest/careers/${encodeURIComponent(id)}`) });

export const faqsQuery = (http: Http, locale: string) =>
  infiniteQueryOptions({
    queryKey: contentKeys.faqs(locale),
    queryFn: ({ pageParam }) => getJson<Paginate<Faq>>(http, 'rest/faqs/paginate', { page: pageParam, perPage: PER_PAGE.faqs }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const legalQuery = (http: Http, locale: string, kind: LegalKind) =>
  queryOptions({ queryKey: contentKeys.legal(locale, kind), queryFn: () => single<LegalText>(http, `rest/${kind}`) });
