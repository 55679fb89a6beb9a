import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useEffect } from 'react';
import { useSession } from '../app/Session';
import { PageFrame } from '../content/PageFrame';
import { CardsSkeleton, EmptyState, ErrorState } from '../content/States';
import cards from '../home/cards.module.css';
import { ShopCard } from '../home/ShopCard';
import { http } from '../http/browser';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectLikedShops, selectRestored, setLiked } from '../store/slices/liked';
import type { ShopItem } from '../types/api';
import { MERGED_KEY, mergedFor, toLikedShop } from './merge';
import { favouritesQuery } from './queries';

/** /liked: the device's liked shops for guests, the favourites API for signed-in users. */
export function LikedView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const local = useAppSelector(selectLikedShops) as ShopItem[];
  // A guest's likes live in the browser: until they are restored the list is unknown, not empty.
  const restored = useAppSelector(selectRestored);
  const remote = useQuery(favouritesQuery(http, user?.id));
  const shops = user ? (remote.data ?? []) : local;
  const dispatch = useAppDispatch();
  // Signed in, the hearts follow the server's favourites, but only once the device's guest likes are merged
  // into them: replacing them earlier would lose a like whose merge has to be tried again.
  useEffect(() => {
    if (!user || !remote.data || !restored || !mergedFor(user.uuid, window.localStorage.getItem(MERGED_KEY))) return;
    dispatch(setLiked(remote.data.map(toLikedShop)));
  }, [dispatch, user, remote.data, remote.dataUpdatedAt, restored]);
  return (
    <PageFrame heading={t('liked.title')} width={1280} testId="liked-page">
      {(user && remote.isPending) || (!user && !restored) ? (
        <div className={cards.grid} data-testid="liked-loading" aria-busy="true">
          <CardsSkeleton count={4} />
        </div>
      ) : user && remote.isError ? (
        <ErrorState error={remote.error} onRetry={() => void remote.refetch()} />
      ) : shops.length === 0 ? (
        <EmptyState title={t('liked.empty.title')} text={t('liked.empty.text')} action={{ href: '/', label: t('common.go.home') }} />
      ) : (
        <div className={cards.grid} data-testid="liked-list">
          {shops.map((shop) => (
            <ShopCard key={shop.uuid} shop={shop} level={2} />
          ))}
        </div>
      )}
    </PageFrame>
  );
}
