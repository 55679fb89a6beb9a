import { useShell } from '../app/ShellContext';
import { ChatLink } from './ChatLink';
import { useChat } from './useChat';

/** The header icon, live: support's unread count as it changes (loaded lazily by ChatLauncher). */
export default function LiveChatLink({ userId }: { userId: number }) {
  const { locale } = useShell();
  const { unread, state } = useChat(userId, locale);
  return <ChatLink count={unread} mode={state} />;
}
