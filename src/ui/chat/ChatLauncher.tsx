import { clientOnly } from '../app/client-only';
import { useSession } from '../app/Session';
import { firebaseWebConfig } from '../firebase/config';
import { ChatLink } from './ChatLink';
import { useChatUnread } from './unread';

/**
 * The header's support-chat icon for signed-in users. With the built-in chat its unread count comes on the
 * notifications stream (unread.ts): no second connection per tab. With Firestore, whose messages our API does not
 * hold, the icon follows the chat itself (LiveChatLink, a separate chunk fetched after the page has loaded).
 */
const LoadingLink = () => <ChatLink count={0} mode="loading" />;
const FirestoreChatLink = clientOnly(() => import('./LiveChatLink').then((m) => m.default), LoadingLink);

function StreamedChatLink() {
  const unread = useChatUnread();
  return <ChatLink count={unread ?? 0} mode={unread === null ? 'loading' : 'live'} />;
}

export function ChatLauncher() {
  const { user } = useSession();
  if (!user) return null;
  return firebaseWebConfig() ? <FirestoreChatLink userId={user.id} /> : <StreamedChatLink />;
}
