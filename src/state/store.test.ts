import type { StoreEnhancer } from '@reduxjs/toolkit';

/**
 * What the Redux DevTools extension installs on the page; RTK reads it when
 * its module loads, hence a fresh module registry per case.
 */
function withDevToolsExtension(nodeEnv: string) {
  const connected: unknown[] = [];
  const types: string[] = [];
  const previousEnv = process.env.NODE_ENV;
  const win = window as unknown as Record<string, unknown>;
  win.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (options: unknown) =>
    (...enhancers: StoreEnhancer[]) => {
      connected.push(options);
      const record: StoreEnhancer = next => (reducer, preloadedState) => {
        const store = next(reducer, preloadedState);
        const dispatch: typeof store.dispatch = action => {
          types.push(action.type);
          return store.dispatch(action);
        };
        return { ...store, dispatch };
      };
      return enhancers.reduce((a, b) => next => a(b(next)), record);
    };
  (process.env as Record<string, string>).NODE_ENV = nodeEnv;
  try {
    jest.isolateModules(() => {
      const { makeAgoraStore } = require('./store') as typeof import('./store');
      const { createTestExtra } =
        require('../testing/testApis') as typeof import('../testing/testApis');
      const { filtersChanged } =
        require('./listFiltersSlice') as typeof import('./listFiltersSlice');
      const store = makeAgoraStore({ extra: createTestExtra(), storage: null });
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
});
