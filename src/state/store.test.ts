import type { StoreEnhancer } from '@reduxjs/toolkit';

/** An enhancer that records the type of every action the reducer gets. */
function recording(types: string[]): StoreEnhancer {
  return next => (reducer, preloadedState) => {
    const store = next(reducer, preloadedState);
    const dispatch: typeof store.dispatch = action => {
      types.push(action.type);
      return store.dispatch(action);
    };
    return { ...store, dispatch };
  };
}

/**
 * What the Redux DevTools extension installs on the page; RTK reads it when
 * its module loads, hence a fresh module registry per case. `enhancers` go
 * to makeAgoraStore.
 */
function withDevToolsExtension(nodeEnv: string, enhancers?: StoreEnhancer[]) {
  const connected: unknown[] = [];
  const types: string[] = [];
  const previousEnv = process.env.NODE_ENV;
  const win = window as unknown as Record<string, unknown>;
  win.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (options: unknown) =>
    (...composed: StoreEnhancer[]) => {
      connected.push(options);
      return composed.reduce((a, b) => next => a(b(next)), recording(types));
    };
  (process.env as Record<string, string>).NODE_ENV = nodeEnv;
  try {
    jest.isolateModules(() => {
      const { makeAgoraStore } = require('./store') as typeof import('./store');
      const { createTestExtra } =
        require('../testing/testApis') as typeof import('../testing/testApis');
      const { filtersChanged } =
        require('./listFiltersSlice') as typeof import('./listFiltersSlice');
      const store = makeAgoraStore({
        extra: createTestExtra(),
        storage: null,
        enhancers,
      });
      store.dispatch(
        filtersChanged({ listId: 'questions', changes: { page: 2 } }),
      );
    });
  } finally {
    (process.env as Record<string, string | undefined>).NODE_ENV = previousEnv;
    delete win.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  }
  return { connected, types };
}

describe('makeAgoraStore and Redux DevTools (docs/devtools.md)', () => {
  it('shows the store to the extension as "Agora" outside production', () => {
    const { connected, types } = withDevToolsExtension('development');
    expect(connected).toEqual([expect.objectContaining({ name: 'Agora' })]);
    expect(types).toContain('listFilters/filtersChanged');
  });

  it('never connects in a production build', () => {
    expect(withDevToolsExtension('production').connected).toEqual([]);
  });

  it("adds a host's enhancers (the dev portal's in-page DevTools), still connected to the extension", () => {
    const seen: string[] = [];
    const { connected } = withDevToolsExtension('development', [
      recording(seen),
    ]);
    expect(seen).toContain('listFilters/filtersChanged');
    expect(connected).toEqual([expect.objectContaining({ name: 'Agora' })]);
  });
});
