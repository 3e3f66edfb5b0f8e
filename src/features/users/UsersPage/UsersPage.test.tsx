import { screen, waitFor, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { TestApiProvider } from '@backstage/test-utils';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import type { Entity } from '@backstage/catalog-model';
import { makeUserStats } from '../../../testing/fixtures/users';
import { getFollowedUsersHandler } from '../../../testing/handlers/follows';
import { errorsBody, type SeenRequest } from '../../../testing/handlers/http';
import { getUsersHandler } from '../../../testing/handlers/users';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { UsersPage } from './UsersPage';

expect.extend(toHaveNoViolations);
const server = setupMswServer();

const person = (name: string, displayName: string): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name, namespace: 'default' },
  spec: { profile: { displayName } },
});
const catalog = new InMemoryCatalogClient({
  entities: [person('jane', 'Jane Doe'), person('bob', 'Robert Smith')],
});

async function renderUsersPage(route = '/users') {
  return renderAgora(
    <TestApiProvider apis={[[catalogApiRef, catalog]]}>
      <UsersPage />
    </TestApiProvider>,
    { route },
  );
}

const requests: SeenRequest[] = [];
beforeEach(() => {
  requests.length = 0;
  server.use(
    getUsersHandler({ onRequest: r => requests.push(r) }),
    getFollowedUsersHandler(),
  );
});
const lastQuery = () => requests[requests.length - 1]!.url.searchParams;

describe('UsersPage', () => {
  it('shows people as cards with catalog names, counts and Follow, accessibly', async () => {
    const { container } = await renderUsersPage();
    const list = await screen.findByRole('list', { name: 'People' });
    expect(
      await within(list).findByRole('link', { name: 'Jane Doe' }),
    ).toHaveAttribute('href', '/users/user:default%2Fjane');
    expect(within(list).getByText('Reputation 12')).toBeInTheDocument();
    expect(within(list).getByText('3 questions')).toBeInTheDocument();
    expect(within(list).getByText('5 answers')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: 'Follow Jane Doe' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: '1 person' })).toBeVisible();
    expect(
      screen.getByText(
        'Community totals: they count every post, also those you may not be able to open.',
      ),
    ).toBeVisible();
    expect(lastQuery().get('orderBy')).toBe('reputation');
    await waitFor(() =>
      expect(screen.queryAllByRole('progressbar')).toHaveLength(0),
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('finds people by display name through the catalog, and by ref', async () => {
    const { user } = await renderUsersPage();
    await screen.findByRole('list', { name: 'People' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search' }),
      'robert',
    );
    await waitFor(() => expect(lastQuery().get('searchQuery')).toBe('robert'));
    expect(lastQuery().getAll('searchRefs')).toEqual(['user:default/bob']);
  });

  it('sorts by the chosen count', async () => {
    const { user } = await renderUsersPage();
    await screen.findByRole('list', { name: 'People' });
    await user.selectOptions(
      screen.getByLabelText('Sort by'),
      'Most followers',
    );
    await waitFor(() =>
      expect(lastQuery().get('orderBy')).toBe('totalFollowers'),
    );
    expect(lastQuery().get('order')).toBe('desc');
  });

  it('explains an empty list', async () => {
    server.use(getUsersHandler({ body: { users: [], total: 0 } }));
    await renderUsersPage();
    expect(await screen.findByText('Nobody here yet')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    server.use(getUsersHandler({ status: 500, body: errorsBody() }));
    const { user } = await renderUsersPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    server.use(
      getUsersHandler({
        body: {
          users: [makeUserStats({ userRef: 'user:default/bob' })],
          total: 1,
        },
      }),
    );
    await user.click(retry);
    expect(
      await screen.findByRole('link', { name: 'Robert Smith' }),
    ).toBeInTheDocument();
  });
});
