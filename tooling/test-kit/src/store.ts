// A store holding only what a test or story needs. The app injects feature slices lazily; here they are combined
// from the start, so a test states what it depends on and nothing else runs.
import { combineSlices, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

/** What `combineSlices` accepts: slices (anything with `reducerPath` and `reducer`) or maps of reducers. */
export type SliceLike = Parameters<typeof combineSlices>[number];

/** The state of a store combined from `Slices`. */
export type TestState<Slices extends SliceLike[]> = ReturnType<ReturnType<typeof combineSlices<Slices>>>;

type RootReducer<S> = Reducer<S, UnknownAction, Partial<S>>;

/**
 * `createTestStore([commonSlice, memberSlice], { member: { ...memberSlice.getInitialState(), token: 't' } })`.
 * A slice left out of `preloadedState` starts from its initial state. The shell passes its own root reducer
 * instead of a list, so its stories hold exactly the slices the app combines.
 */
export function createTestStore<const Slices extends SliceLike[]>(
  slices: Slices,
  preloadedState?: Partial<TestState<Slices>>,
): ReturnType<typeof storeOf<TestState<Slices>>>;
export function createTestStore<S>(
  reducer: RootReducer<S>,
  preloadedState?: Partial<S>,
): ReturnType<typeof storeOf<S>>;
export function createTestStore(
  slicesOrReducer: SliceLike[] | RootReducer<unknown>,
  preloadedState?: object,
) {
  // While the state is a type parameter TypeScript cannot relate RTK's preloaded-state shape to its state shape;
  // they are the same for slices, so the combined reducer is typed by its state.
  const reducer = Array.isArray(slicesOrReducer)
    ? (combineSlices(...slicesOrReducer) as unknown as RootReducer<unknown>)
    : slicesOrReducer;
  return storeOf(reducer, preloadedState);
}

function storeOf<S>(reducer: RootReducer<S>, preloadedState?: Partial<S>) {
  return configureStore({ reducer, ...(preloadedState ? { preloadedState } : {}) });
}

export type TestStore = ReturnType<typeof storeOf<unknown>>;
