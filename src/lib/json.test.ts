import { describe, expect, it } from 'vitest';
import { parseJson, readStringList } from './json';

describe('parseJson', () => {
  it('reads JSON and gives undefined for nothing or broken text', () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson('{')).toBeUndefined();
    expect(parseJson('')).toBeUndefined();
    expect(parseJson(null)).toBeUndefined();
  });
});

describe('readStringList', () => {
  it('keeps the strings of a stored list and reads anything else as empty', () => {
    expect(readStringList('["a", 1, "b"]')).toEqual(['a', 'b']);
    expect(readStringList('{"a":1}')).toEqual([]);
    expect(readStringList('nope')).toEqual([]);
    expect(readStringList(null)).toEqual([]);
  });
});
