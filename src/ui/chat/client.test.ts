import { describe, expect, it } from 'vitest';
import { toMessage } from './builtin-client';
import { mergeMessages, type ChatMessage } from './client';
import { orderParam } from './ChatPage';

const m = (id: string, createdAt: string, text = id): ChatMessage => ({ id, sender: 'user', text, orderId: null, createdAt });

describe('chat client helpers', () => {
  it('merges by id and keeps the chat oldest first (created_at, then id)', () => {
    const list = [m('2', '2026-01-01T10:00:00Z'), m('10', '2026-01-01T10:00:00Z')];
    const merged = mergeMessages(list, [m('1', '2026-01-01T09:00:00Z'), m('2', '2026-01-01T10:00:00Z', 'again'), m('3', '2026-01-01T10:00:00Z')]);
    expect(merged.map((x) => x.id)).toEqual(['1', '2', '3', '10']);
    expect(merged[1].text).toBe('again');
    expect(mergeMessages(list, [])).toBe(list);
  });

  it('reads API messages and the ?order= parameter', () => {
    expect(toMessage({ id: 5, chat_id: 1, sender: 'admin', chat_content: 'Hi', order_id: 7, created_at: '2026-01-01 10:00:00Z' })).toEqual({
      id: '5', sender: 'admin', text: 'Hi', orderId: 7, createdAt: '2026-01-01T10:00:00Z',
    });
    expect(orderParam('12')).toBe(12);
    for (const bad of ['0', '-1', 'abc', ['1'], undefined, '1'.repeat(12)]) expect(orderParam(bad)).toBeNull();
  });
});
