import type { SuccessResponse } from '@/contract/envelope';
import { http } from '../http/browser';
import type { User } from '../types/api';
import { firebaseApp } from './app';

export type SocialProvider = 'google' | 'facebook' | 'apple';

/**
 * The provider's popup through Firebase Authentication, then the Firebase ID token to our API, which verifies
 * it and signs the user in (contract §3.8 `auth/{provider}/callback`; Apple posts to the google callback).
 * Firebase keeps no session of its own afterwards: ours is the HttpOnly cookie the API sets.
 * Only /login and /register call this, so firebase/auth is fetched there and only on a click.
 */
export async function signInWithProvider(provider: SocialProvider, referral?: string): Promise<User> {
  const [{ getAuth, signInWithPopup, signOut, GoogleAuthProvider, FacebookAuthProvider, OAuthProvider }, app] = await Promise.all([
    import('firebase/auth'),
    firebaseApp(),
  ]);
  const auth = getAuth(app);
  const authProvider =
    provider === 'google' ? new GoogleAuthProvider() : provider === 'facebook' ? new FacebookAuthProvider() : new OAuthProvider('apple.com');
  if (provider === 'apple') (authProvider as InstanceType<typeof OAuthProvider>).addScope('email');
  const { user } = await signInWithPopup(auth, authProvider);
  try {
    const idToken = await user.getIdToken();
    const answer = (await http.post(`auth/${provider === 'apple' ? 'google' : provider}/callback`, {
      id_token: idToken,
      id: user.uid,
      name: user.displayName,
      email: user.email,
      ...(referral ? { referral } : {}),
    })) as SuccessResponse<{ user: User }>;
    return answer.data.user;
  } finally {
    await signOut(auth).catch(() => {});
  }
}
