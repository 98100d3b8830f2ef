/**
 * zustand for the server build. React renders a store on the server (and hydrates it in the
 * browser) from its *initial* state; on the server that must be the state this request set
 * (language, theme, user), so the store's current state serves as its initial state here.
 */
import { type StateCreator, type StoreApi, createStore } from 'zustand/vanilla';
import { useStore } from 'zustand/react';

export * from 'zustand/vanilla';
export { useStore };

type BoundStore<T> = (<U = T>(selector?: (state: T) => U) => U) & StoreApi<T>;

function createImpl<T>(createState: StateCreator<T, [], []>): BoundStore<T> {
  const api = createStore(createState);
  api.getInitialState = api.getState;
  const useBoundStore = (<U>(selector?: (state: T) => U) =>
    useStore(api, selector as (state: T) => U)) as BoundStore<T>;
  Object.assign(useBoundStore, api);
  return useBoundStore;
}

export function create<T>(): (createState: StateCreator<T, [], []>) => BoundStore<T>;
export function create<T>(createState: StateCreator<T, [], []>): BoundStore<T>;
export function create<T>(createState?: StateCreator<T, [], []>) {
  return createState ? createImpl(createState) : createImpl;
}
