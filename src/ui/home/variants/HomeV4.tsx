import { useTranslation } from '@/ui/i18n/texts';
import { HydrateLater } from '../../app/HydrateLater';
import { ShopList } from '../ShopList';
import { CategoryGridSection, PromoSection } from './blocks';

/** Variant 4, compact and grocery first: shops with their filters, a short category grid, then the rest. */
export default function HomeV4() {
  const { t } = useTranslation();
  return (
    <div data-testid="home-v4">
      <HydrateLater>
        <ShopList type="shop" filtered heading={t('home.shops')} firstPriority />
      </HydrateLater>
      <HydrateLater>
        <CategoryGridSection limit={8} />
      </HydrateLater>
      <HydrateLater>
        <PromoSection kind="banners" limit={3} withText={false} />
      </HydrateLater>
      <HydrateLater>
        <ShopList type="restaurant" filtered={false} heading={t('home.restaurants')} />
      </HydrateLater>
      <HydrateLater>
        <PromoSection kind="ads" limit={3} withText={false} />
      </HydrateLater>
    </div>
  );
}
