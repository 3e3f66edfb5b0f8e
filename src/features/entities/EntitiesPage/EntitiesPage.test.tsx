import { screen, within } from '@testing-library/react';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import { TestApiProvider } from '@backstage/test-utils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { makeEntity } from '../../../testing/fixtures/entities';
import { getEntitiesHandler } from '../../../testing/handlers/entities';
import { getFollowedEntitiesHandler } from '../../../testing/handlers/follows';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { EntitiesPage } from './EntitiesPage';

const server = setupMswServer();
expect.extend(toHaveNoViolations);

const component = (name: string, title: string, description?: string) => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name, title, description },
});

describe('EntitiesPage', () => {
  it('shows the page of entities with catalog titles read in one request', async () => {
    const catalog = new InMemoryCatalogClient({
      entities: [
        component('payments-api', 'Payments API', 'Takes payments.'),
        component('ledger', 'Ledger'),
      ],
    });
    const lookups = jest.spyOn(catalog, 'getEntitiesByRefs');
    server.use(
      getFollowedEntitiesHandler({
        body: { entityRefs: ['component:default/ledger'], count: 1 },
      }),
      getEntitiesHandler({
        body: {
          entities: [
            makeEntity({
              id: 1,
              entityRef: 'component:default/payments-api',
              postsCount: 4,
            }),
            makeEntity({
              id: 2,
              entityRef: 'component:default/ledger',
              followerCount: 1,
            }),
            makeEntity({ id: 3, entityRef: 'system:default/unknown' }),
          ],
          total: 3,
        },
      }),
    );
    const { container } = await renderAgora(
      <TestApiProvider apis={[[catalogApiRef, catalog]]}>
        <EntitiesPage />
      </TestApiProvider>,
      { route: '/entities' },
    );
    expect(
      await screen.findByRole('heading', { name: '3 entities' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Entities' });
    const payments = await within(list).findByRole('link', {
      name: 'Payments API',
    });
    expect(payments).toHaveAttribute(
      'href',
      '/entities/component:default%2Fpayments-api',
    );
    expect(list).toHaveTextContent('Takes payments.');
    expect(list).toHaveTextContent('4 posts');
    // Not in the catalog: a name read from the ref, and its kind.
    expect(
      within(list).getByRole('link', { name: 'unknown' }),
    ).toBeInTheDocument();
    expect(list).toHaveTextContent('system');
    expect(
      await within(list).findByRole('button', { name: 'Unfollow Ledger' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(lookups.mock.calls[0]![0].entityRefs).toHaveLength(3);
    expect(await axe(container)).toHaveNoViolations();
  });
});
