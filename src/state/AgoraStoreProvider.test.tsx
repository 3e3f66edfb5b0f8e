import { configureStore, createSlice } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
// The plain react-redux hooks on purpose: this test plays the host app.
import { Provider, useSelector } from 'react-redux';
import { mockBreakpoint } from '@backstage/test-utils';
import { AgoraPage } from '../AgoraPage';
import { getFollowedTagsHandler } from '../testing/handlers/follows';
import { getPermissionsHandler } from '../testing/handlers/permissions';
import { getPostListHandler } from '../testing/handlers/posts';
import { setupMswServer } from '../testing/mswServer';
import { renderAgora } from '../testing/renderAgora';
import { useAgoraSelector } from './context';
import { filtersChanged } from './listFiltersSlice';

const server = setupMswServer();

/** A host app with a Redux store of its own. */
const hostSlice = createSlice({
  name: 'host',
  initialState: { greeting: 'hello from the host' },
  reducers: {},
});
const makeHostStore = () =>
  configureStore({ reducer: { host: hostSlice.reducer } });
type HostState = ReturnType<ReturnType<typeof makeHostStore>['getState']>;

function HostGreeting() {
  const greeting = useSelector((state: HostState) => state.host.greeting);
  return <p>{greeting}</p>;
}

function AgoraFilterProbe() {
  const noVotes = useAgoraSelector(
    state => state.listFilters.questions?.noVotes,
  );
  return <p>agora noVotes: {String(noVotes)}</p>;
}

describe('Agora inside a host app with its own react-redux Provider', () => {
  beforeEach(() => mockBreakpoint({ matches: true }));

  it('uses its own store and leaves the host store alone', async () => {
    server.use(
      getPostListHandler(),
      getFollowedTagsHandler(),
      getPermissionsHandler(),
    );
    const hostStore = makeHostStore();
    const hostDispatch = jest.spyOn(hostStore, 'dispatch');
    const { store } = await renderAgora(
      <Provider store={hostStore}>
        <HostGreeting />
        <AgoraFilterProbe />
        <AgoraPage />
      </Provider>,
      { route: '/questions', path: '/*' },
    );

    // Agora's queries ran and landed in Agora's store …
    expect(
      (await screen.findAllByRole('link', { name: 'Second' })).length,
    ).toBeGreaterThan(0);
    expect(
      Object.keys(store.getState().agoraApi.queries).length,
    ).toBeGreaterThan(0);
    // … and nothing of Agora reached the host, nor the other way round.
    expect(hostDispatch).not.toHaveBeenCalled();
    expect(Object.keys(hostStore.getState())).toEqual(['host']);
    expect(store.getState()).not.toHaveProperty('host');
    expect(screen.getByText('hello from the host')).toBeInTheDocument();

    store.dispatch(
      filtersChanged({ listId: 'questions', changes: { noVotes: true } }),
    );
    expect(await screen.findByText('agora noVotes: true')).toBeInTheDocument();
  });
});
