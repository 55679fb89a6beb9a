import { createSlice, type PayloadAction } from '../create-slice';
import type { Chat, ChatMessage, DateLike } from '../types';

export interface ChatState {
  chats: Chat[];
  messages: ChatMessage[];
  currentChat: Chat | null;
  newMessage: string;
  /** Who the user talks to; the storefront's chat is with the admin unless a shop is chosen. */
  roleId: string;
}

export const initialChatState: ChatState = {
  chats: [],
  messages: [],
  currentChat: null,
  newMessage: '',
  roleId: 'admin',
};

/** Normalises any feed timestamp to ISO 8601; null when missing or unparseable (never throws). */
export function toIsoDate(value: DateLike): string | null {
  if (value == null || value === '') return null;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'object'
        ? new Date(value.seconds * 1000 + Math.floor((value.nanoseconds ?? 0) / 1e6))
        : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

type WithRawDate<T> = Omit<T, 'created_at'> & { created_at?: DateLike };

function normalise<T extends { created_at: string | null }>(items: ReadonlyArray<WithRawDate<T>>): T[] {
  return items.map((item) => ({ ...item, created_at: toIsoDate(item.created_at) }) as T);
}

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    // Dates are converted in `prepare`, so actions carry only strings and pass the serializable check.
    setChats: {
      reducer(state, action: PayloadAction<Chat[]>) {
        state.chats = action.payload;
      },
      prepare: (chats: ReadonlyArray<WithRawDate<Chat>>) => ({ payload: normalise<Chat>(chats) }),
    },
    setMessages: {
      reducer(state, action: PayloadAction<ChatMessage[]>) {
        state.messages = action.payload;
      },
      prepare: (messages: ReadonlyArray<WithRawDate<ChatMessage>>) => ({
        payload: normalise<ChatMessage>(messages),
      }),
    },
    setCurrentChat(state, action: PayloadAction<Chat | null>) {
      state.currentChat = action.payload;
    },
    setNewMessage(state, action: PayloadAction<string>) {
      state.newMessage = action.payload;
    },
    setRoleId(state, action: PayloadAction<string>) {
      state.roleId = action.payload;
    },
  },
  selectors: {
    selectChat: (state) => state,
  },
});

export const { setChats, setMessages, setCurrentChat, setNewMessage, setRoleId } = chatSlice.actions;
export const { selectChat } = chatSlice.selectors;
export const chatReducer = chatSlice.reducer;
export default chatSlice;
