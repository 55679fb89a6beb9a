import { clientOnly } from '../app/client-only';
import { useSession } from '../app/Session';
import { ChatLink } from './ChatLink';

/**
 * The header's support-chat icon for signed-in users. The live part (the chat client and its stream) is a
 * separate chunk fetched after the page has loaded, so no page's first-load JS grows; until then a plain link.
 */
const LoadingLink = () => <ChatLink count={0} mode="loading" />;
const LiveChatLink = clientOnly(() => import('./LiveChatLink').then((m) => m.default), LoadingLink);

export function ChatLauncher() {
  const { user } = useSession();
  if (!user) return null;
  return <LiveChatLink userId={user.id} />;
}
