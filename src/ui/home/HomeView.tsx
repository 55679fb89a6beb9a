import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { useShell } from '../app/ShellContext';
import { SearchBox } from '../search/SearchBox';
import { AddressButton } from './AddressButton';
import { BannersRow, CategoriesRow, RecommendedRow, StoriesRow } from './Rows';
import { ShopList } from './ShopList';
import { useInZone, ZoneNotice } from './ZoneNotice';

type Section = 'categories' | 'stories' | 'banners' | 'ads' | 'recommended' | 'restaurants' | 'shops';

/** Section order per UI variant (1 is the reference layout; the others reuse the same sections). */
export const VARIANT_ORDER: Record<number, Section[]> = {
  1: ['categories', 'stories', 'banners', 'recommended', 'restaurants', 'ads', 'shops'],
  2: ['stories', 'banners', 'categories', 'restaurants', 'recommended', 'ads', 'shops'],
  3: ['banners', 'categories', 'recommended', 'shops', 'ads', 'restaurants', 'stories'],
  4: ['categories', 'restaurants', 'shops', 'banners', 'ads', 'recommended', 'stories'],
};

/** Home: hero with search and "Deliver to", then the marketplace sections in the variant's order. */
export function HomeView() {
  const { t } = useTranslation();
  const { uiVariant } = useShell();
  const inZone = useInZone();
  const render: Record<Section, ReactNode> = {
    categories: <CategoriesRow key="categories" />,
    stories: <StoriesRow key="stories" />,
    banners: <BannersRow key="banners" kind="banners" />,
    ads: <BannersRow key="ads" kind="ads" />,
    recommended: <RecommendedRow key="recommended" />,
    restaurants: <ShopList key="restaurants" type="restaurant" filtered heading={t('home.restaurants')} firstPriority />,
    shops: <ShopList key="shops" type="shop" filtered={false} heading={t('home.shops')} />,
  };
  const order = VARIANT_ORDER[uiVariant] ?? VARIANT_ORDER[1];
  return (
    <>
      <Head>
        <title>{`${t('app.title')} — ${t('app.tagline')}`}</title>
        <meta name="description" content={t('app.description')} />
      </Head>
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }} data-testid="home-page" data-variant={uiVariant}>
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start', bgcolor: uiVariant % 2 === 0 ? 'action.hover' : 'transparent', borderRadius: 4, p: uiVariant % 2 === 0 ? { xs: 2, md: 4 } : 0 }}>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '3rem' } }}>
            {t('app.title')}
          </Typography>
          <Typography variant="h6" color="text.secondary" sx={{ fontSize: { xs: '1rem', md: '1.25rem' } }}>
            {t('app.tagline')}
          </Typography>
          <SearchBox />
          <AddressButton />
        </Box>
        <ZoneNotice />
        {inZone ? order.map((section) => render[section]) : null}
      </Box>
    </>
  );
}
