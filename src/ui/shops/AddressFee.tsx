import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import type { SuccessResponse } from '@/contract/envelope';
import { addressParams } from '../home/params';
import { http } from '../http/browser';
import { getJson } from '../http/json';
import { useAppSelector } from '../store/hooks';
import { selectLocation } from '../store/slices/settings';
import type { Shop } from '../types/api';
import css from './shop.module.css';
import { useMoney } from './useMoney';

/**
 * The delivery fee to the address the customer chose (loaded in the browser only, when one is chosen): the
 * shop answer for that point, computed by the API with the checkout's own rule, so both show the same figure.
 */
export default function AddressFee({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const params = addressParams(useAppSelector(selectLocation));
  const query = useQuery({
    queryKey: ['shop-fee', shopId, params['address[latitude]'], params['address[longitude]']] as const,
    queryFn: async () => (await getJson<SuccessResponse<Shop>>(http, `rest/shops/${shopId}`, params)).data,
    enabled: 'address[latitude]' in params,
    staleTime: 60_000,
  });
  const shop = query.data;
  if (!shop || shop.delivers === undefined) return null;
  return (
    <span className={css.feeNote} data-testid="shop-fee-address" data-delivers={shop.delivers} data-amount={shop.delivery_fee?.toFixed(2)}>
      {shop.delivers ? t('shop.fee.here', { price: shop.delivery_fee ? format(shop.delivery_fee) : t('common.free'), km: shop.km }) : t('shop.fee.not.here')}
    </span>
  );
}
