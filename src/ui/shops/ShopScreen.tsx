import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientOnly } from '../app/client-only';
import { HydrateLater } from '../app/HydrateLater';
import ui from '../app/plain.module.css';
import { useShell } from '../app/ShellContext';
import { TextSkeleton } from '../content/Skeletons';
import { GroupSlotPlaceholder } from '../group-order/GroupSlotPlaceholder';
import { http } from '../http/browser';
import { isOpenAt } from './hours';
import { productQuery, shopQuery, workingQuery } from './queries';
import css from './shop.module.css';
import { ErrorState } from './lazy-states';
import { CartSlot } from './CartSlot';
import { ShopBranches } from './ShopBranches';
import { ShopHeader } from './ShopHeader';
import { ShopHours } from './ShopHours';
import { ShopMenu } from './ShopMenu';
import { ShopReviews } from './ShopReviews';
import { ShopSeo } from './ShopSeo';
import type { ShopPageProps } from './ssr';
import { useProductParam } from './useProductParam';

// The modal and the cart use MUI inside their own MuiScope: the page itself is plain CSS (see ADR 0011).
const ProductModal = clientOnly(() => import('./ProductModal').then((m) => m.default));
// Group orders load after the page and only where the setting is on; the placeholder keeps the start row's room.
const GroupSlot = clientOnly(() => import('../group-order/GroupSlot').then((m) => m.default), GroupSlotPlaceholder);
// Only a deep link (?product=) shows the preview: the server renders it then, and the browser fetches it before
// hydrating; other visits do not load it.
const ProductPreview = dynamic(() => import('./ProductPreview').then((m) => m.ProductPreview));

type Props = Omit<ShopPageProps, 'dehydratedState'>;

/** /restaurant/[id] and /shop/[id]: header, menu, hours, branches, reviews and the product modal. */
export function ShopScreen({ id, productUuid, siteUrl }: Props) {
  const { locale, settings } = useShell();
  const [now] = useState(() => new Date());
  const shop = useQuery(shopQuery(http, locale, id));
  const working = useQuery(workingQuery(http, id));
  const param = useProductParam();
  const linked = useQuery({ ...productQuery(http, locale, productUuid ?? ''), enabled: Boolean(productUuid) });
  if (shop.isPending || shop.isError) {
    return (
      <div className={`${css.page} ${css.pending}`}>
        {shop.isPending ? (
          <>
            <span className={`${ui.skel} ${css.cover}`} />
            <TextSkeleton lines={4} />
          </>
        ) : (
          <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />
        )}
      </div>
    );
  }
  const data = shop.data;
  const closed = working.data === undefined ? !isOpenAt(data, now) : !working.data;
  return (
    <div className={css.page} data-testid="shop-page" data-closed={closed}>
      <ShopSeo shop={data} product={productUuid && param.uuid === productUuid ? linked.data : null} siteUrl={siteUrl} />
      <ShopHeader shop={data} closed={closed} />
      {settings.group_order === '1' ? <GroupSlot shop={data} /> : null}
      {productUuid ? <ProductPreview uuid={productUuid} /> : null}
      <div className={css.layout}>
        <ShopMenu id={id} onOpen={param.open} />
        <div className={css.side}>
          <div className={css.cartSide}>
            <CartSlot shop={data} place="side" />
          </div>
          <HydrateLater>
            <ShopHours days={data.shop_working_days} now={now} />
          </HydrateLater>
          <HydrateLater>
            <ShopBranches id={id} />
          </HydrateLater>
        </div>
      </div>
      <HydrateLater>
        <ShopReviews id={id} />
      </HydrateLater>
      <div className={css.cartBar}>
        <CartSlot shop={data} place="bar" />
      </div>
      {param.uuid ? <ProductModal uuid={param.uuid} shopId={data.id} onClose={param.close} /> : null}
    </div>
  );
}
