// Builds the CMS content: blogs and news, careers, FAQ, static pages, the welcome landing page,
// privacy policy and terms.
import type { ImagePlan } from '../util';
import { seedUuid, slug } from '../util';
import { BLOGS } from './content-blogs';
import { CAREERS, FAQS } from './content-help';
import { PAGES, PRIVACY, TERMS, WELCOME } from './content-pages';
import { daysFrom, seedImages } from './helpers';
import { byLocale, html, trRows } from './i18n';
import type { MarketplacePlan } from './plan-types';
import { SEED_SETTINGS } from './settings';
import { addressT4 } from './shop-types';

type ContentPart = Pick<MarketplacePlan, 'blogs' | 'careers' | 'faqs' | 'pages' | 'landingPages' | 'privacy' | 'terms'>;

/** Office address of the careers (settings.address). */
const OFFICE = addressT4('1250 U St NW', '20009');

export function buildContent(images: ImagePlan, now: Date): ContentPart {
  return {
    blogs: BLOGS.map((b) => {
      const published = daysFrom(now, -b.daysAgo);
      return {
        author: 'admin',
        row: {
          uuid: seedUuid(`blog:${b.key}`),
          type: b.type,
          img: seedImages.cover(images, 'blogs', b.key, 'blog', b.kind),
          active: true,
          publishedAt: published,
          createdAt: published,
          updatedAt: published,
        },
        tr: trRows({ title: b.title, shortDesc: b.short, description: html(b.body) }),
      };
    }),
    careers: CAREERS.map((c, i) => ({
      category: c.category,
      row: { location: c.location, active: true, createdAt: daysFrom(now, -(5 + i * 6)) },
      tr: trRows({ title: c.title, description: html(c.description), address: OFFICE }),
    })),
    faqs: FAQS.map((f, i) => ({
      row: { uuid: seedUuid(`faq:${i + 1}`), type: 'web', active: true, createdAt: daysFrom(now, -(60 - i)) },
      tr: trRows({ question: f.q, answer: f.a }),
    })),
    pages: PAGES.map((p) => {
      const prefix = p.app === 'delivery' ? 'delivery_app' : 'customer_app';
      return {
        row: {
          type: p.type,
          img: seedImages.cover(images, 'pages', slug(p.type), p.type === 'delivery' ? 'career' : 'page', p.kind),
          bgImg: seedImages.cover(images, 'pages', `${slug(p.type)}-bg`, 'blog', p.kind),
          active: true,
          buttons: { app_store_button_link: SEED_SETTINGS[`${prefix}_ios`], google_play_button_link: SEED_SETTINGS[`${prefix}_android`] },
        },
        tr: trRows({ title: p.title, description: html(p.body) }),
      };
    }),
    landingPages: [
      {
        type: 'welcome',
        data: {
          img: seedImages.banner(images, 'landing', 'welcome', WELCOME.kind),
          title: byLocale(WELCOME.title),
          description: byLocale(WELCOME.description),
          features: WELCOME.features.map((f) => ({
            img: seedImages.categoryIcon(images, 'landing', f.key, f.title[0], f.kind),
            title: byLocale(f.title),
            description: byLocale(f.description),
          })),
        },
      },
    ],
    privacy: trRows({ title: PRIVACY.title, description: html(PRIVACY.body) }),
    terms: trRows({ title: TERMS.title, description: html(TERMS.body) }),
  };
}
