import { describe, expect, it } from 'vitest';
import { keyAction, nextPosition, previousPosition } from './navigation';
import { parseSeen, withSeen } from './seen';

describe('story viewer navigation', () => {
  const sizes = [2, 0, 1];
  it('goes through a shop, then to the next shop with stories, then closes', () => {
    expect(nextPosition(sizes, { group: 0, story: 0 })).toEqual({ group: 0, story: 1 });
    expect(nextPosition(sizes, { group: 0, story: 1 })).toEqual({ group: 2, story: 0 });
    expect(nextPosition(sizes, { group: 2, story: 0 })).toBeNull();
  });
  it('goes back to the previous shop\'s last story, and stays at the very first', () => {
    expect(previousPosition(sizes, { group: 2, story: 0 })).toEqual({ group: 0, story: 1 });
    expect(previousPosition(sizes, { group: 0, story: 1 })).toEqual({ group: 0, story: 0 });
    expect(previousPosition(sizes, { group: 0, story: 0 })).toEqual({ group: 0, story: 0 });
  });
  it('maps keys by reading direction', () => {
    expect(keyAction('ArrowRight', false)).toBe('next');
    expect(keyAction('ArrowRight', true)).toBe('previous');
    expect(keyAction('ArrowLeft', true)).toBe('next');
    expect(keyAction('Escape', true)).toBe('close');
    expect(keyAction(' ', false)).toBe('pause');
    expect(keyAction('a', false)).toBeNull();
  });
  it('remembers seen stories without duplicates and survives bad storage', () => {
    expect(withSeen(withSeen([], 'a'), 'a')).toEqual(['a']);
    expect(parseSeen('{"x":1}')).toEqual([]);
    expect(parseSeen('not json')).toEqual([]);
    expect(parseSeen('["a",2,"b"]')).toEqual(['a', 'b']);
  });
});
