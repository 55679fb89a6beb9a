import { useTranslation } from '@/ui/i18n/texts';
import { HydrateLater } from '../../app/HydrateLater';
import { ShopList } from '../ShopList';
import { CategoryGridSection, PromoSection } from './blocks';

/** Variant 2, offers first: large promotions, the category grid, restaurants, ads, then shops. */
export default function HomeV2() {
  const { t } = useTranslation();
  return (
    <div data-testid="home-v2">
      <HydrateLater>
        <PromoSection kind="banners" limit={3} firstPriority />
      </HydrateLater>
      <HydrateLater>
        <CategoryGridSection />
      </HydrateLater>
      <HydrateLater>
        <ShopList type="restaurant" filtered heading={t('home.restaurants')} />
      </HydrateLater>
      <HydrateLater>
        <PromoSection kind="ads" limit={3} />
      </HydrateLater>
      <HydrateLater>
        <ShopList type="shop" filtered={false} heading={t('home.shops')} />
      </HydrateLater>
    </div>
  );
}
