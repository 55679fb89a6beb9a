import { describe, expect, it } from 'vitest';
import { parseChatUnread, setChatUnread } from './unread';

describe("the header chat icon's count from the notifications stream", () => {
  it('reads {unread: n} and refuses anything else', () => {
    expect(parseChatUnread('{"unread":3}')).toBe(3);
    expect(parseChatUnread('{"unread":0}')).toBe(0);
    for (const bad of ['', 'x', '{"unread":-1}', '{"unread":1.5}', '{"unread":"2"}', '{}', 'null']) expect(parseChatUnread(bad), bad).toBeNull();
  });

  it('tells its subscribers only when the count changes', () => {
    expect(() => setChatUnread(2)).not.toThrow();
  });
});
