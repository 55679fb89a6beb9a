/**
 * The storefront's Firebase web app, from NEXT_PUBLIC_FIREBASE_* (inlined at build time: each variable must be
 * named literally here). Nothing Firebase loads unless these are set.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId?: string;
}

export function firebaseWebConfig(): FirebaseWebConfig | null {
  const apiKey = process.env.NEXT_PUBLIC_FIREBASE_API_KEY;
  const authDomain = process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN;
  const projectId = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  if (!apiKey || !authDomain || !projectId) return null;
  return {
    apiKey,
    authDomain,
    projectId,
    storageBucket: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET || undefined,
    messagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID || undefined,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID || undefined,
  };
}

/** Google, Facebook and Apple buttons: the auth part of the config is enough. */
export const firebaseAuthConfigured = () => firebaseWebConfig() !== null;

/** Web push needs the messaging sender, the app id and the VAPID key as well. */
export function firebasePushConfig(): { config: FirebaseWebConfig; vapidKey: string } | null {
  const config = firebaseWebConfig();
  const vapidKey = process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY;
  return config?.messagingSenderId && config.appId && vapidKey ? { config, vapidKey } : null;
}

/**
 * Firebase phone auth replaces the server's SMS code only when asked for at build time
 * (NEXT_PUBLIC_FIREBASE_PHONE_AUTH=1 beside the Firebase config): the built-in code stays the default.
 */
export const firebasePhoneAuthEnabled = () => firebaseAuthConfigured() && process.env.NEXT_PUBLIC_FIREBASE_PHONE_AUTH === '1';
