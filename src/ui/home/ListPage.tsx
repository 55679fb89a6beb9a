import { useTranslation } from '@/ui/i18n/texts';
import { PageFrame } from '../content/PageFrame';
import { AddressButton } from './AddressButton';
import type { ShopType } from './params';
import { ShopList } from './ShopList';
import { InZone, ZoneNotice } from './ZoneNotice';

/** /restaurant and /shop: the same filtered list with the type fixed; the page's h1 is the list's only heading. */
export function ListPage({ type }: { type: ShopType }) {
  const { t } = useTranslation();
  const heading = t(type === 'shop' ? 'home.all.shops' : 'home.all.restaurants');
  return (
    <PageFrame heading={heading} width={1280} testId={`${type}-page`}>
      <AddressButton />
      <ZoneNotice />
      <InZone>
        <ShopList type={type} filtered firstPriority />
      </InZone>
    </PageFrame>
  );
}
