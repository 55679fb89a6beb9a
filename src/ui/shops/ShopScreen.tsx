import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useShell } from '../app/ShellContext';
import { ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { isOpenAt } from './hours';
import { ProductPreview } from './ProductPreview';
import { menuQuery, productQuery, shopQuery, workingQuery } from './queries';
import { ShopBranches } from './ShopBranches';
import { ShopHeader } from './ShopHeader';
import { ShopHours } from './ShopHours';
import { ShopMenu } from './ShopMenu';
import { ShopReviews } from './ShopReviews';
import { ShopSeo } from './ShopSeo';
import type { ShopPageProps } from './ssr';
import { useProductParam } from './useProductParam';

const ProductModal = dynamic(() => import('./ProductModal'), { ssr: false });
// The cart is per visitor (local lines or the signed-in cart): it loads after the page, off the first load.
const CartSide = dynamic(() => import('../cart/CartDock').then((m) => m.CartSide), { ssr: false, loading: () => <Skeleton variant="rounded" height={160} /> });
const CartBar = dynamic(() => import('../cart/CartDock').then((m) => m.CartBar), { ssr: false });

type Props = Omit<ShopPageProps, 'dehydratedState'>;

/** /restaurant/[id] and /shop/[id]: header, menu, hours, branches, reviews and the product modal. */
export function ShopScreen({ id, productUuid, siteUrl }: Props) {
  const { locale } = useShell();
  const [now] = useState(() => new Date());
  const shop = useQuery(shopQuery(http, locale, id));
  const menu = useQuery(menuQuery(http, locale, id));
  const working = useQuery(workingQuery(http, id));
  const param = useProductParam();
  const linked = useQuery({ ...productQuery(http, locale, productUuid ?? ''), enabled: Boolean(productUuid) });
  if (shop.isPending || shop.isError) {
    return (
      <Box sx={{ maxWidth: 1120, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        {shop.isPending ? (
          <>
            <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 5' }} />
            <TextSkeleton lines={4} />
          </>
        ) : (
          <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />
        )}
      </Box>
    );
  }
  const data = shop.data;
  const closed = working.data === undefined ? !isOpenAt(data, now) : !working.data;
  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 4 } }} data-testid="shop-page" data-closed={closed}>
      <ShopSeo shop={data} menu={menu.data?.all} product={productUuid && param.uuid === productUuid ? linked.data : null} siteUrl={siteUrl} />
      <ShopHeader shop={data} closed={closed} />
      {productUuid ? <ProductPreview uuid={productUuid} /> : null}
      <Box sx={{ display: 'grid', gap: 3, mt: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <ShopMenu id={id} onOpen={param.open} />
        <Box sx={{ display: 'grid', gap: 2, order: { xs: -1, md: 0 }, alignSelf: { md: 'stretch' }, alignContent: 'start' }}>
          <Box sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 80, zIndex: 2, maxHeight: 'calc(100vh - 96px)', overflowY: 'auto' }}>
            <CartSide shop={data} />
          </Box>
          <ShopHours days={data.shop_working_days} now={now} />
          <ShopBranches id={id} />
        </Box>
      </Box>
      <ShopReviews id={id} />
      <Box sx={{ display: { xs: 'block', md: 'none' }, position: 'sticky', bottom: 12, zIndex: 3 }}>
        <CartBar shop={data} />
      </Box>
      {param.uuid ? <ProductModal uuid={param.uuid} shopId={data.id} onClose={param.close} /> : null}
    </Box>
  );
}
