import { render, screen, waitFor } from '@testing-library/react';
import { TestApiProvider } from '@backstage/test-utils';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import type { Entity } from '@backstage/catalog-model';
import { useCatalogPresentations } from './useCatalogPresentations';

const user = (
  name: string,
  displayName?: string,
  picture?: string,
): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name },
  spec: { profile: { displayName, picture } },
});

const component = (name: string, title?: string): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name, title },
  spec: {},
});

function Names({ refs }: { refs: string[] }) {
  const found = useCatalogPresentations(refs);
  return (
    <ul>
      {refs.map(ref => (
        <li key={ref}>
          {ref}={found[ref]?.title ?? '-'}|{found[ref]?.avatarUrl ?? '-'}
        </li>
      ))}
    </ul>
  );
}

describe('useCatalogPresentations', () => {
  it('reads display names, titles and pictures in one batched catalog call', async () => {
    const catalog = new InMemoryCatalogClient({
      entities: [
        user('jane', 'Jane Doe', 'https://img.example/jane.png'),
        user('bob'),
        component('payments', 'Payments API'),
      ],
    });
    const spy = jest.spyOn(catalog, 'getEntitiesByRefs');
    render(
      <TestApiProvider apis={[[catalogApiRef, catalog]]}>
        <Names refs={['user:default/jane', 'user:default/bob']} />
        <Names refs={['component:default/payments', 'user:default/ghost']} />
      </TestApiProvider>,
    );
    expect(
      await screen.findByText(
        'user:default/jane=Jane Doe|https://img.example/jane.png',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('component:default/payments=Payments API|-'),
    ).toBeInTheDocument();
    // Known without a display name, and unknown: both fall back.
    expect(screen.getByText('user:default/bob=-|-')).toBeInTheDocument();
    expect(screen.getByText('user:default/ghost=-|-')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][0].entityRefs).toHaveLength(4);
  });

  it('asks the catalog once per ref across renders', async () => {
    const catalog = new InMemoryCatalogClient({
      entities: [user('jane', 'Jane Doe')],
    });
    const spy = jest.spyOn(catalog, 'getEntitiesByRefs');
    const tree = (refs: string[]) => (
      <TestApiProvider apis={[[catalogApiRef, catalog]]}>
        <Names refs={refs} />
      </TestApiProvider>
    );
    const first = render(tree(['user:default/jane']));
    await screen.findByText('user:default/jane=Jane Doe|-');
    first.unmount();
    const second = render(tree(['user:default/jane']));
    await screen.findByText('user:default/jane=Jane Doe|-');
    second.rerender(tree(['user:default/jane']));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('leaves names to the caller when the catalog fails', async () => {
    const catalog = new InMemoryCatalogClient({ entities: [] });
    jest
      .spyOn(catalog, 'getEntitiesByRefs')
      .mockRejectedValue(new Error('catalog down'));
    render(
      <TestApiProvider apis={[[catalogApiRef, catalog]]}>
        <Names refs={['user:default/jane']} />
      </TestApiProvider>,
    );
    await waitFor(() => expect(catalog.getEntitiesByRefs).toHaveBeenCalled());
    expect(screen.getByText('user:default/jane=-|-')).toBeInTheDocument();
  });

  it('works without a catalog in the app', () => {
    render(
      <TestApiProvider apis={[]}>
        <Names refs={['user:default/jane']} />
      </TestApiProvider>,
    );
    expect(screen.getByText('user:default/jane=-|-')).toBeInTheDocument();
  });
});
