import { combineSlices, createSlice } from '@reduxjs/toolkit';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createTestStore } from './store';

const counter = createSlice({
  name: 'counter',
  initialState: { count: 0 },
  reducers: {
    add: (state) => {
      state.count += 1;
    },
  },
});
const flag = createSlice({ name: 'flag', initialState: { on: false }, reducers: {} });

describe('createTestStore', () => {
  it('combines the given slices; a slice not preloaded starts from its initial state', () => {
    const store = createTestStore([counter, flag], { flag: { on: true } });
    expect(store.getState()).toEqual({ counter: { count: 0 }, flag: { on: true } });
    store.dispatch(counter.actions.add());
    expect(store.getState().counter.count).toBe(1);
    expectTypeOf(store.getState()).toEqualTypeOf<{ counter: { count: number }; flag: { on: boolean } }>();
  });
});

describe('createTestStore with a root reducer', () => {
  it('takes a combined reducer as it is, so a shell store holds exactly what the app combines', () => {
    const root = combineSlices(counter).withLazyLoadedSlices<{ flag: { on: boolean } }>();
    root.inject(flag);
    const store = createTestStore(root, { counter: { count: 2 } });
    expect(store.getState()).toEqual({ counter: { count: 2 }, flag: { on: false } });
  });
});
