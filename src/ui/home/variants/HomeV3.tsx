import { useTranslation } from '@/ui/i18n/texts';
import { HydrateLater } from '../../app/HydrateLater';
import { CategoriesRow, RecommendedRow, StoriesRow } from '../Rows';
import { ShopList } from '../ShopList';
import { PromoSection } from './blocks';
import css from './variants.module.css';

/** Variant 3, discovery first: stories and recommended places in a band, then restaurants, offers and shops. */
export default function HomeV3() {
  const { t } = useTranslation();
  return (
    <div data-testid="home-v3">
      <div className={css.band} data-testid="home-discovery">
        <StoriesRow />
        <RecommendedRow />
      </div>
      <HydrateLater>
        <ShopList type="restaurant" filtered heading={t('home.restaurants')} firstPriority />
      </HydrateLater>
      <HydrateLater>
        <PromoSection kind="banners" limit={3} />
      </HydrateLater>
      <HydrateLater>
        <CategoriesRow />
      </HydrateLater>
      <HydrateLater>
        <ShopList type="shop" filtered={false} heading={t('home.shops')} />
      </HydrateLater>
      <HydrateLater>
        <PromoSection kind="ads" limit={3} withText={false} />
      </HydrateLater>
    </div>
  );
}
