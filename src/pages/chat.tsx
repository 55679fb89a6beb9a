import { ChatPage } from '@/ui/chat/ChatPage';
import { shellPage } from '@/ui/ssr/shell';

export default function SupportChatPage() {
  return <ChatPage />;
}

export const getServerSideProps = shellPage({ signedIn: true });
