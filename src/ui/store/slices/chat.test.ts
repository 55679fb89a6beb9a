import { isPlain } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  chatReducer as reduce,
  initialChatState,
  setChats,
  setCurrentChat,
  setMessages,
  setNewMessage,
  setRoleId,
  toIsoDate,
} from './chat';

const ISO = '2024-03-01T12:00:00.000Z';

describe('chat slice', () => {
  it('starts empty with roleId admin', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      chats: [],
      messages: [],
      currentChat: null,
      newMessage: '',
      roleId: 'admin',
    });
  });

  it('setChats converts created_at to an ISO date string', () => {
    const action = setChats([
      { id: 'a', created_at: new Date(ISO) },
      { id: 'b', created_at: Date.parse(ISO) },
      { id: 'c', created_at: { seconds: Date.parse(ISO) / 1000, nanoseconds: 0 } },
      { id: 'd', created_at: '2024-03-01 12:00:00Z' },
    ]);
    expect(reduce(initialChatState, action).chats.map((chat) => chat.created_at)).toEqual([ISO, ISO, ISO, ISO]);
  });

  it('setMessages converts created_at too, and keeps the message fields', () => {
    const state = reduce(initialChatState, setMessages([{ id: 1, chat_id: 'a', chat_content: 'hi', created_at: new Date(ISO) }]));
    expect(state.messages).toEqual([{ id: 1, chat_id: 'a', chat_content: 'hi', created_at: ISO }]);
  });

  it('turns a missing or invalid timestamp into null instead of throwing', () => {
    expect(toIsoDate(undefined)).toBeNull();
    expect(toIsoDate('not a date')).toBeNull();
  });

  it('puts only serializable payloads in its actions (dates converted before dispatch)', () => {
    expect(isPlain(setChats([{ id: 'a', created_at: new Date(ISO) }]).payload[0])).toBe(true);
    expect(setChats([{ id: 'a', created_at: new Date(ISO) }]).payload[0].created_at).toBe(ISO);
  });

  it('setCurrentChat selects and clears the open chat', () => {
    const chat = { id: 'a', created_at: ISO, roleId: 'admin' };
    const open = reduce(initialChatState, setCurrentChat(chat));
    expect(open.currentChat).toEqual(chat);
    expect(reduce(open, setCurrentChat(null)).currentChat).toBeNull();
  });

  it('setNewMessage stores the draft text', () => {
    expect(reduce(initialChatState, setNewMessage('hello')).newMessage).toBe('hello');
  });

  it('setRoleId changes who the user talks to', () => {
    expect(reduce(initialChatState, setRoleId('12')).roleId).toBe('12');
  });
});
