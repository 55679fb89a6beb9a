import { firebaseWebConfig } from '../firebase/config';
import type { ChatClient } from './client';

/**
 * The chat client of this build: Firestore when NEXT_PUBLIC_FIREBASE_* is set, else the built-in API (the
 * default, and the one the end-to-end tests drive). Either is fetched only when a chat is shown.
 */
export async function loadChatClient(opts: { lang: string; userId: number }): Promise<ChatClient> {
  if (firebaseWebConfig()) {
    const { createFirestoreChatClient } = await import('./firestore-client');
    return createFirestoreChatClient(opts.userId);
  }
  const { createBuiltinChatClient } = await import('./builtin-client');
  return createBuiltinChatClient(opts.lang);
}
