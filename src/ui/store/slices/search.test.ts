import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_LIMIT } from '@/ui/config/constants';
import { addSearch, clearSearch, removeSearch, searchReducer as reduce, type SearchState } from './search';

const addAll = (terms: string[], start: SearchState = []) => terms.reduce((s, t) => reduce(s, addSearch(t)), start);

describe('search history slice', () => {
  it('starts empty', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual([]);
  });

  it('trims terms', () => {
    expect(addAll(['  pizza  '])).toEqual(['pizza']);
  });

  it('ignores empty and blank terms', () => {
    const state = addAll(['pizza']);
    expect(reduce(state, addSearch('   '))).toBe(state);
    expect(reduce(state, addSearch(''))).toBe(state);
  });

  it('puts the newest term first', () => {
    expect(addAll(['pizza', 'sushi', 'tacos'])).toEqual(['tacos', 'sushi', 'pizza']);
  });

  it('moves a repeated term (any letter case) to the front instead of duplicating it', () => {
    expect(addAll(['pizza', 'sushi', 'PIZZA'])).toEqual(['PIZZA', 'sushi']);
  });

  it(`keeps at most ${SEARCH_HISTORY_LIMIT} terms, dropping the oldest`, () => {
    const state = addAll(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(state).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(state).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('removeSearch removes one term', () => {
    expect(reduce(addAll(['pizza', 'sushi']), removeSearch('pizza'))).toEqual(['sushi']);
  });

  it('clearSearch empties the history', () => {
    expect(reduce(addAll(['pizza', 'sushi']), clearSearch())).toEqual([]);
  });
});
