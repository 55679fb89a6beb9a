import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { clientOnly } from '../app/client-only';
import ui from '../app/plain.module.css';
import { useSession } from '../app/Session';
import { PageFrame } from '../content/PageFrame';

/** The chat itself (client, stream, Firestore if configured) is its own chunk: /chat's first load stays small. */
const ChatLoading = () => <span className={`${ui.skel} ${ui.skelMedia}`} data-testid="chat-loading" />;
const ChatView = clientOnly(() => import('./ChatView').then((m) => m.default), ChatLoading);

/** `?order=<id>` from an order page: the first message carries that order. */
export function orderParam(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/** /chat: the signed-in customer's chat with support (the page's getServerSideProps sends guests to /login). */
export function ChatPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { query } = useRouter();
  return (
    <PageFrame heading={t('chat.title')} subtitle={t('chat.subtitle')} width={760} testId="chat-page">
      {user ? <ChatView userId={user.id} orderId={orderParam(query.order)} /> : null}
    </PageFrame>
  );
}
