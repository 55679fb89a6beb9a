import { http } from '../http/browser';
import { firebaseApp } from './app';
import { firebasePushConfig } from './config';

/** The service worker that shows pushes (public/firebase-messaging-sw.js; needs no Firebase code itself). */
const WORKER = '/firebase-messaging-sw.js';
const SCOPE = '/firebase-cloud-messaging-push-scope';
/** The token last sent for this browser, so a page load does not post it again. */
const SENT_KEY = 'groops.fcm.sent';

export const webPushSupported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

/**
 * With permission granted: the FCM token of this browser, posted to `profile/firebase/token/update` (spec §7)
 * for `userId` when it is new. firebase/messaging is fetched only here.
 */
export async function registerWebPush(userId: number): Promise<string | null> {
  const push = firebasePushConfig();
  if (!push || !webPushSupported() || Notification.permission !== 'granted') return null;
  const [{ getMessaging, getToken, isSupported }, app] = await Promise.all([import('firebase/messaging'), firebaseApp()]);
  if (!(await isSupported())) return null;
  const serviceWorkerRegistration = await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  const token = await getToken(getMessaging(app), { vapidKey: push.vapidKey, serviceWorkerRegistration });
  if (!token) return null;
  const marker = `${userId}:${token}`;
  if (localStorage.getItem(SENT_KEY) !== marker) {
    await http.post('dashboard/user/profile/firebase/token/update', { firebase_token: token });
    localStorage.setItem(SENT_KEY, marker);
  }
  return token;
}

/** Asks for permission (call from a user gesture), then registers; false when the user did not allow it. */
export async function enableWebPush(userId: number): Promise<boolean> {
  if (!firebasePushConfig() || !webPushSupported()) return false;
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return false;
  return (await registerWebPush(userId)) !== null;
}
