import { produce, type Draft } from 'immer';
import type { Reducer, UnknownAction } from 'redux';

/**
 * The part of Redux Toolkit's `createSlice` our slices use (name, initial state, case reducers with optional
 * `prepare`, selectors), on the same immer drafts: Redux Toolkit itself (with reselect) cost ~3.7 KB gzip of every
 * page's first load for this alone (ADR 0019). Action types are `${name}/${case}`, as with Redux Toolkit.
 */
// A type, not an interface: redux's `UnknownAction` (what `dispatch` takes) needs the implicit index signature.
export type PayloadAction<P = void, T extends string = string> = {
  type: T;
  payload: P;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- case reducers name their own payload types
type AnyPayloadAction = PayloadAction<any>;
type CaseReducer<S> = (state: Draft<S>, action: AnyPayloadAction) => S | Draft<S> | void;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- prepare callbacks take any arguments
type Prepared<S> = { reducer: CaseReducer<S>; prepare: (...args: any[]) => { payload: unknown } };
type Cases<S> = Record<string, CaseReducer<S> | Prepared<S>>;

/** The action creator of one case: its payload type from the case reducer (or the arguments of `prepare`). */
type ActionCreator<C> = C extends { prepare: (...args: infer A) => { payload: infer P } }
  ? (...args: A) => PayloadAction<P>
  : C extends (state: never, action: infer Act) => unknown
    ? Act extends { payload: infer P }
      ? [P] extends [void]
        ? () => PayloadAction<undefined>
        : (payload: P) => PayloadAction<P>
      : () => PayloadAction<undefined>
    : never;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- selectors take any further arguments
type Selectors<S> = Record<string, (state: S, ...args: any[]) => unknown>;
type Wrapped<N extends string, S, Sel> = {
  [K in keyof Sel]: Sel[K] extends (state: S, ...args: infer A) => infer R ? (root: { [key in N]: S }, ...args: A) => R : never;
};

export interface Slice<N extends string, S, C, Sel> {
  name: N;
  reducer: Reducer<S>;
  actions: { [K in keyof C]: ActionCreator<C[K]> };
  selectors: Wrapped<N, S, Sel>;
}

export function createSlice<S, N extends string, C extends Cases<S>, Sel extends Selectors<S> = Selectors<S>>(options: {
  name: N;
  initialState: S;
  reducers: C;
  selectors?: Sel;
}): Slice<N, S, C, Sel> {
  const { name, initialState, reducers } = options;
  const byType = new Map<string, CaseReducer<S>>();
  const actions: Record<string, (...args: unknown[]) => UnknownAction> = {};
  for (const [key, entry] of Object.entries(reducers)) {
    const type = `${name}/${key}`;
    const prepared = typeof entry === 'function' ? null : entry;
    byType.set(type, prepared ? prepared.reducer : (entry as CaseReducer<S>));
    actions[key] = (...args: unknown[]) => (prepared ? { type, ...prepared.prepare(...args) } : { type, payload: args[0] });
  }
  const frozenInitial = produce(initialState, () => {});
  const reducer = (state: S | undefined = frozenInitial, action: UnknownAction): S => {
    const caseReducer = byType.get(action.type);
    return caseReducer ? (produce(state, (draft) => caseReducer(draft, action as AnyPayloadAction) as void) as S) : state;
  };
  const selectors: Record<string, unknown> = {};
  for (const [key, select] of Object.entries(options.selectors ?? {})) {
    selectors[key] = (root: Record<string, S>, ...args: unknown[]) => select(root[name], ...args);
  }
  return { name, reducer: reducer as Reducer<S>, actions, selectors } as unknown as Slice<N, S, C, Sel>;
}
