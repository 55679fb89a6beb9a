import {
  addDoc, collection, getDocs, getFirestore, limit, onSnapshot, orderBy, query, serverTimestamp, Timestamp, where, writeBatch,
  type DocumentData, type Firestore, type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { firebaseApp } from '../firebase/app';
import type { ChatClient, ChatListener, ChatMessage } from './client';

/**
 * The chat over Firestore, as the original web app kept it (spec §7): collection `chats` (one per customer and
 * role, role_id "admin") and `messages` (chat_id, sender, chat_content, order_id, unread, created_at), followed
 * in real time ordered by created_at ascending. Used only when NEXT_PUBLIC_FIREBASE_* is configured; loaded
 * on demand, so pages without the chat never fetch firebase/firestore.
 */

const ROLE = 'admin';

function toMessage(doc: QueryDocumentSnapshot<DocumentData>): ChatMessage {
  const d = doc.data({ serverTimestamps: 'estimate' });
  const at = d.created_at instanceof Timestamp ? d.created_at.toDate() : new Date();
  return { id: doc.id, sender: d.sender ?? 'user', text: String(d.chat_content ?? ''), orderId: typeof d.order_id === 'number' ? d.order_id : null, createdAt: at.toISOString() };
}

async function findChat(db: Firestore, userId: number): Promise<string | null> {
  const found = await getDocs(query(collection(db, 'chats'), where('user_id', '==', userId), where('role_id', '==', ROLE), limit(1)));
  return found.docs[0]?.id ?? null;
}

export async function createFirestoreChatClient(userId: number): Promise<ChatClient> {
  const db = getFirestore(await firebaseApp());
  let chatId = await findChat(db, userId);
  let listeners: Array<() => void> = [];
  const ownChat = async () => (chatId ??= (await addDoc(collection(db, 'chats'), { user_id: userId, role_id: ROLE, created_at: serverTimestamp() })).id);
  const messagesOf = (id: string) => query(collection(db, 'messages'), where('chat_id', '==', id), orderBy('created_at', 'asc'));

  const watch = (id: string, listener: ChatListener) =>
    onSnapshot(
      messagesOf(id),
      { includeMetadataChanges: true },
      (snap) => {
        listener.state(snap.metadata.fromCache ? 'reconnecting' : 'live');
        listener.messages(snap.docs.map(toMessage));
        listener.unread(snap.docs.filter((d) => d.data().sender !== 'user' && d.data().unread === true).length);
      },
      () => listener.state('reconnecting'),
    );

  return {
    follow(listener) {
      listener.state('connecting');
      let stop = () => {};
      if (chatId) stop = watch(chatId, listener);
      else listener.state('live');
      // The chat may start later, with the first message: follow it from then on.
      const later = () => {
        stop();
        if (chatId) stop = watch(chatId, listener);
      };
      listeners.push(later);
      return () => {
        listeners = listeners.filter((l) => l !== later);
        stop();
      };
    },
    async send(text, orderId) {
      const hadChat = chatId !== null;
      const id = await ownChat();
      const ref = await addDoc(collection(db, 'messages'), { chat_id: id, sender: 'user', user_id: userId, chat_content: text, order_id: orderId ?? null, unread: true, created_at: serverTimestamp() });
      if (!hadChat) listeners.forEach((l) => l());
      return { id: ref.id, sender: 'user', text, orderId: orderId ?? null, createdAt: new Date().toISOString() };
    },
    async markRead() {
      if (!chatId) return;
      const unread = await getDocs(query(collection(db, 'messages'), where('chat_id', '==', chatId), where('unread', '==', true)));
      const batch = writeBatch(db);
      unread.docs.filter((d) => d.data().sender !== 'user').forEach((d) => batch.update(d.ref, { unread: false }));
      await batch.commit();
    },
  };
}
