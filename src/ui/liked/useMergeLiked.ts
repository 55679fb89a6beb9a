import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../app/Session';
import { http } from '../http/browser';
import { useAppSelector } from '../store/hooks';
import { selectLikedShops, selectRestored } from '../store/slices/liked';
import { readStringList } from '@/lib/json';
import { MERGED_KEY, mergePlan } from './merge';
import { FAVOURITES_KEY } from './queries';

const MERGE_RETRIES = 3;
const MERGE_RETRY_MS = 2000;

/** On sign-in, the guest's liked shops join the user's favourites once (per user and device). */
export function useMergeLiked(): null {
  const { user } = useSession();
  const liked = useAppSelector(selectLikedShops);
  // Not before the persisted guest likes are restored, or an empty list would be "merged" for good.
  const restored = useAppSelector(selectRestored);
  const queryClient = useQueryClient();
  const running = useRef(false);
  // A failed merge (offline, a busy server) is tried again a few times rather than dropped until the next visit.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (typeof window === 'undefined' || !restored) return;
    const merged = readStringList(window.localStorage.getItem(MERGED_KEY));
    const uuids = mergePlan(user?.uuid, merged, liked, running.current);
    if (!uuids || !user || failures > MERGE_RETRIES) return;
    running.current = true;
    const done = () => window.localStorage.setItem(MERGED_KEY, JSON.stringify([...merged, user.uuid].slice(-20)));
    const send = uuids.length ? http.post('dashboard/user/favourites/shops/merge', { uuids }) : Promise.resolve();
    send
      .then(() => {
        done();
        return queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY });
      })
      .catch(() => window.setTimeout(() => setFailures((n) => n + 1), MERGE_RETRY_MS * (failures + 1)))
      .finally(() => {
        running.current = false;
      });
  }, [user, liked, queryClient, restored, failures]);
  return null;
}

/** Mount point for the app shell. */
export function MergeLiked() {
  return useMergeLiked();
}
