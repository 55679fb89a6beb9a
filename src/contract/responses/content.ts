import { z } from 'zod';
import { translation } from './common';

/** CMS shapes (contract §3.4): blogs, careers, pages, FAQ, legal texts, banners, stories. */

export const blog = z.object({
  id: z.number(),
  uuid: z.string(),
  type: z.string(),
  img: z.string().optional(),
  published_at: z.string().optional(),
  active: z.boolean().optional(),
  created_at: z.string().optional(),
  translation: translation.optional(),
});

export const career = z.object({
  id: z.number(),
  category_id: z.number().optional(),
  location: z.string().optional(),
  active: z.boolean().optional(),
  category: z.object({ id: z.number(), uuid: z.string().optional(), img: z.string().optional(), translation: translation.optional() }).optional(),
  translation: translation.optional(),
});

export const page = z.object({
  id: z.number(),
  type: z.string(),
  img: z.string().optional(),
  bg_img: z.string().optional(),
  active: z.boolean().optional(),
  buttons: z.object({ app_store_button_link: z.string().optional(), google_play_button_link: z.string().optional() }).optional(),
  translation: translation.optional(),
});

export const faq = z.object({
  id: z.number(),
  uuid: z.string().optional(),
  type: z.string().optional(),
  active: z.boolean().optional(),
  translation: translation.optional(),
});

export const legalText = z.object({ id: z.number(), translation: translation.optional() });

export const banner = z.object({
  id: z.number(),
  url: z.string().optional(),
  img: z.string().optional(),
  clickable: z.boolean().optional(),
  type: z.string().optional(),
  translation: translation.optional(),
});

/** One story of `rest/stories/paginate` (a bare array of arrays, one per shop). */
export const story = z.object({
  shop_id: z.number(),
  shop_type: z.string().optional(),
  logo_img: z.string().optional(),
  title: z.string().optional(),
  product_uuid: z.string().optional(),
  product_title: z.string().optional(),
  url: z.string().optional(),
  created_at: z.string().optional(),
});

/** `rest/landing-pages/{type}`: texts keyed by locale. */
export const landingPage = z.object({ id: z.number(), type: z.string(), data: z.record(z.string(), z.unknown()) });
