import { loadShopPage, type ShopPageProps } from '@/ui/shops/ssr';
import { ShopScreen } from '@/ui/shops/ShopScreen';
import { shellPage } from '@/ui/ssr/shell';

export default function RestaurantPage({ id, kind, productUuid, siteUrl }: ShopPageProps) {
  return <ShopScreen key={id} id={id} kind={kind} productUuid={productUuid} siteUrl={siteUrl} />;
}

/** Plain CSS only (see MuiScope): the menu's first load carries no MUI runtime; the modal and cart bring it. */
RestaurantPage.plain = true;

export const getServerSideProps = shellPage({}, loadShopPage('restaurant'));
