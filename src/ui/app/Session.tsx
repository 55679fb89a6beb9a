import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clientOnly } from './client-only';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { SuccessResponse } from '@/contract/envelope';
import { http, setUnauthorizedHandler } from '../http/browser';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { LOGOUT_ENDPOINT, LOGOUT_REDIRECT, logoutActions, refreshUser, signInUser } from '../store/session';
import type { User } from '../types/api';
import { useAfterLoad } from './after-load';
import { notify } from './notify';
import { clearUserCookie, writeSettingsCookie, writeUserCookie } from './cookies';

interface SessionActions {
  signIn: (user: User) => void;
  logout: () => Promise<void>;
}

/**
 * Only the actions travel by context, never the user: a context value that changes reaches every section still
 * waiting as server HTML (HydrateLater), and React must then hydrate it at once or throw its HTML away. The
 * profile refetched right after a signed-in load replaced the user object and so emptied every deferred section.
 * The user is read from the store instead (a subscription re-renders only what has hydrated).
 */
const SessionContext = createContext<SessionActions>({ signIn: () => {}, logout: async () => {} });
export const PROFILE_QUERY = ['profile'] as const;
export const NOTIFICATION_STATS_QUERY = ['notifications', 'statistic'] as const;
/** The signed-in cart's queries (src/ui/cart/queries.ts), dropped on logout with the user. */
const USER_CART_QUERY = ['user-cart'] as const;

// Keeps the guest cart across reloads and merges it on sign-in; loaded after the page, on every page.
const CartSync = clientOnly(() => import('../cart/CartSync').then((m) => m.default));

/** Sign-in, logout and the 401 rule of spec §4 and §8, around the Redux `auth` slice. */
export function SessionProvider({ sessionExpired, children }: { sessionExpired: boolean; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.auth.user) as User | null;
  const { location, address, location_id } = useAppSelector((s) => s.settings);

  // The stored user settings live in the `settings` cookie (7 days) so the server can render with them.
  useEffect(() => writeSettingsCookie({ location, address, location_id }), [location, address, location_id]);

  const clearLocalSession = useCallback(() => {
    clearUserCookie();
    logoutActions().forEach(dispatch);
    queryClient.removeQueries({ queryKey: PROFILE_QUERY });
    queryClient.removeQueries({ queryKey: USER_CART_QUERY });
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_STATS_QUERY });
  }, [dispatch, queryClient]);

  const logout = useCallback(async () => {
    await http.post(LOGOUT_ENDPOINT).catch(() => undefined);
    clearLocalSession();
    await router.push(LOGOUT_REDIRECT);
  }, [clearLocalSession, router]);

  const signIn = useCallback(
    (signedIn: User) => {
      writeUserCookie(signedIn);
      signInUser(signedIn).forEach(dispatch);
    },
    [dispatch],
  );

  const onUnauthorized = useCallback(() => {
    void notify('error', t('unauthorized', { ns: 'errors' }), 'unauthorized');
    // The token cookie is HttpOnly: only the API can clear it.
    void http.post(LOGOUT_ENDPOINT).catch(() => undefined);
    clearLocalSession();
    if (!router.pathname.startsWith(LOGOUT_REDIRECT)) void router.push(LOGOUT_REDIRECT);
  }, [clearLocalSession, router, t]);

  useEffect(() => setUnauthorizedHandler(onUnauthorized), [onUnauthorized]);

  // The server found a token cookie that no longer works (revoked elsewhere, expired): same as a 401.
  useEffect(() => {
    if (sessionExpired) onUnauthorized();
  }, [sessionExpired, onUnauthorized]);

  // The profile is refetched whenever a user is present, and replaces the stored user (spec §4, §7): once the page
  // has loaded (the server rendered with a fresh enough user; the refresh need not compete with the load).
  const afterLoad = useAfterLoad();
  const profile = useQuery({
    queryKey: PROFILE_QUERY,
    queryFn: async () => ((await http.get('dashboard/user/profile/show')) as unknown as SuccessResponse<User>).data,
    enabled: Boolean(user) && afterLoad,
    staleTime: 0,
  });
  // Read at the answer only: the effect must not run again when the user it just stored changes.
  const store = useAppStore();
  useEffect(() => {
    if (profile.data) {
      refreshUser(store.getState().auth.user as User | null, profile.data).forEach(dispatch);
      writeUserCookie(profile.data);
    }
  }, [dispatch, store, profile.data]);

  const actions = useMemo(() => ({ signIn, logout }), [signIn, logout]);
  return (
    <SessionContext.Provider value={actions}>
      {children}
      <CartSync />
    </SessionContext.Provider>
  );
}

/** The signed-in user (null for a guest) with sign-in and logout. */
export function useSession(): SessionActions & { user: User | null } {
  const user = useAppSelector((s) => s.auth.user) as User | null;
  return { ...useContext(SessionContext), user };
}
