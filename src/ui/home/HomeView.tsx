import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useTranslation } from '@/ui/i18n/texts';
import type { ComponentType } from 'react';
import { HydrateLater } from '../app/HydrateLater';
import { useShell } from '../app/ShellContext';
import { SearchBox } from '../search/SearchBox';
import { useAppSelector } from '../store/hooks';
import { selectUser } from '../store/slices/auth';
import { AddressButton } from './AddressButton';
import css from './hero.module.css';
import { BannersRow, CategoriesRow, RecommendedRow, StoriesRow } from './Rows';
import { ShopList } from './ShopList';
import { InZone, ZoneNotice } from './ZoneNotice';

/**
 * Variants 2–4 (`?v=` or the ui_type setting) are their own chunks: the server renders them and the browser
 * loads only the one in use, so the default home carries none of their code.
 */
const VARIANTS: Record<number, ComponentType> = {
  2: dynamic(() => import('./variants/HomeV2')),
  3: dynamic(() => import('./variants/HomeV3')),
  4: dynamic(() => import('./variants/HomeV4')),
};

/**
 * Variant 1, the reference layout: categories (they filter the restaurants) and stories, then the restaurants
 * themselves, so a phone's first screen (390×844) already shows shop cards; offers and picks follow the first
 * page of restaurants. The first restaurant's cover is the largest image above the fold, so it alone is preloaded.
 */
function HomeV1() {
  const { t } = useTranslation();
  return (
    <div data-testid="home-v1">
      <HydrateLater>
        <CategoriesRow />
      </HydrateLater>
      <HydrateLater>
        <StoriesRow />
      </HydrateLater>
      <HydrateLater>
        <ShopList type="restaurant" filtered heading={t('home.restaurants')} firstPriority />
      </HydrateLater>
      <HydrateLater>
        <BannersRow kind="banners" />
      </HydrateLater>
      <HydrateLater>
        <RecommendedRow />
      </HydrateLater>
      <HydrateLater>
        <BannersRow kind="ads" />
      </HydrateLater>
      <HydrateLater>
        <ShopList type="shop" filtered={false} heading={t('home.shops')} />
      </HydrateLater>
    </div>
  );
}

/**
 * The page's one h1: a signed-in user is greeted by first name; for guests it is there for screen readers and
 * search engines only (the header already shows the logo, repeating it as a huge heading pushed the shops down).
 */
function HeroHeading() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  if (user?.firstname) {
    return (
      <h1 className={css.title} data-testid="home-greeting">
        {t('home.welcome.user', { name: user.firstname })}
      </h1>
    );
  }
  return <h1 className={css.srOnly}>{`${t('app.title')} — ${t('app.tagline')}`}</h1>;
}

/** Home: hero (greeting, search, "Deliver to" or a call to choose the address), then the marketplace sections of the UI variant. */
export function HomeView() {
  const { t } = useTranslation();
  const { uiVariant } = useShell();
  const Sections = VARIANTS[uiVariant] ?? HomeV1;
  // Variant 2 sets the hero on a tinted band; variant 4 keeps it small so the shops start higher.
  const tinted = uiVariant === 2;
  const compact = uiVariant === 4;
  return (
    <>
      <Head>
        <title>{`${t('app.title')} — ${t('app.tagline')}`}</title>
        <meta name="description" content={t('app.description')} />
      </Head>
      <div className={css.page} data-testid="home-page" data-variant={uiVariant}>
        <div className={`${css.hero} ${tinted ? css.tinted : ''} ${compact ? css.compact : ''}`} data-testid="home-hero">
          <HeroHeading />
          <SearchBox />
          <AddressButton />
        </div>
        <ZoneNotice />
        <InZone>
          <Sections />
        </InZone>
      </div>
    </>
  );
}
