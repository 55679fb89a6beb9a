import { ChatPage } from '@/ui/chat/ChatPage';
import { shellPage } from '@/ui/ssr/shell';

export default function SupportChatPage() {
  return <ChatPage />;
}

/** The chat is plain CSS and loads in the browser: no MUI in the first load (ADR 0011). */
SupportChatPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true });
