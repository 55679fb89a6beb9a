import type { FirebaseApp } from 'firebase/app';
import { firebaseWebConfig } from './config';

/** The one Firebase app of the page, created on first use (firebase/app is fetched only then). */
let app: Promise<FirebaseApp> | null = null;

export function firebaseApp(): Promise<FirebaseApp> {
  const config = firebaseWebConfig();
  if (!config) return Promise.reject(new Error('Firebase is not configured'));
  app ??= import('firebase/app').then(({ getApps, initializeApp }) => getApps()[0] ?? initializeApp(config));
  return app;
}
