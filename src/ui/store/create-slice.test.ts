import { createSlice as toolkitSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createSlice, type PayloadAction } from './create-slice';

/** Our createSlice must behave as Redux Toolkit's for what the slices use (ADR 0019). */
const options = {
  name: 'box' as const,
  initialState: { items: [] as string[], note: { text: '' }, count: 0 },
  reducers: {
    add(state: { items: string[]; count: number }, action: PayloadAction<string>) {
      state.items.push(action.payload);
      state.count += 1;
    },
    reset: () => ({ items: [], note: { text: '' }, count: 0 }),
    stamp: {
      reducer(state: { note: { text: string } }, action: PayloadAction<string>) {
        state.note.text = action.payload;
      },
      prepare: (a: string, b: string) => ({ payload: `${a}-${b}` }),
    },
  },
  selectors: { countOf: (state: { count: number }) => state.count, hasItem: (state: { items: string[] }, item: string) => state.items.includes(item) },
};

describe('createSlice (ours, on immer)', () => {
  it('makes the same actions, states and selector answers as Redux Toolkit', () => {
    const ours = createSlice(options);
    const theirs = toolkitSlice(options);
    const run = (slice: typeof ours | typeof theirs) => {
      const steps = [slice.actions.add('a'), slice.actions.stamp('x', 'y'), slice.actions.add('b'), { type: 'other/thing' }, slice.actions.reset(), slice.actions.add('c')];
      let state = slice.reducer(undefined, { type: '@@init' });
      const seen: unknown[] = [state];
      for (const action of steps) {
        state = slice.reducer(state, action);
        seen.push(state, action, slice.selectors.countOf({ box: state }), slice.selectors.hasItem({ box: state }, 'c'));
      }
      return seen;
    };
    expect(run(ours)).toEqual(run(theirs));
  });

  it('keeps untouched parts and unknown actions by reference, and freezes state', () => {
    const slice = createSlice(options);
    const first = slice.reducer(undefined, { type: '@@init' });
    const next = slice.reducer(first, slice.actions.add('a'));
    expect(next.note).toBe(first.note);
    expect(slice.reducer(next, { type: 'other/thing' })).toBe(next);
    expect(Object.isFrozen(next)).toBe(true);
    expect(slice.actions.stamp('p', 'q')).toEqual({ type: 'box/stamp', payload: 'p-q' });
  });
});
