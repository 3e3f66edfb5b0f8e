import { screen } from '@testing-library/react';
import { renderInTestApp, TestApiProvider } from '@backstage/test-utils';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { AuthorLink } from './AuthorLink';

expect.extend(toHaveNoViolations);

const href = (ref: string) => `/agora/users/${encodeURIComponent(ref)}`;

describe('AuthorLink', () => {
  it('links the readable name to the user page', async () => {
    await renderInTestApp(
      <AuthorLink author="user:default/jane.doe" href={href} />,
    );
    const link = screen.getByRole('link', { name: 'jane.doe' });
    expect(link).toHaveAttribute(
      'href',
      '/agora/users/user%3Adefault%2Fjane.doe',
    );
    expect(screen.getByText('JD')).toBeInTheDocument();
  });

  it('prefers the display name when given', async () => {
    await renderInTestApp(
      <AuthorLink
        author="user:default/jane.doe"
        displayName="Jane Doe"
        href={href}
      />,
    );
    expect(screen.getByRole('link', { name: 'Jane Doe' })).toBeInTheDocument();
  });

  it("shows the catalog's display name and picture", async () => {
    const catalog = new InMemoryCatalogClient({
      entities: [
        {
          apiVersion: 'backstage.io/v1alpha1',
          kind: 'User',
          metadata: { name: 'jane.doe' },
          spec: {
            profile: {
              displayName: 'Jane Doe',
              picture: 'https://img.example/jane.png',
            },
          },
        },
      ],
    });
    const { container } = await renderInTestApp(
      <TestApiProvider apis={[[catalogApiRef, catalog]]}>
        <AuthorLink author="user:default/jane.doe" href={href} />
      </TestApiProvider>,
    );
    expect(
      await screen.findByRole('link', { name: 'Jane Doe' }),
    ).toHaveAttribute('title', 'user:default/jane.doe');
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example/jane.png',
    );
  });

  it('never asks the catalog about anonymous authors', async () => {
    const catalog = new InMemoryCatalogClient({ entities: [] });
    const spy = jest.spyOn(catalog, 'getEntitiesByRefs');
    await renderInTestApp(
      <TestApiProvider apis={[[catalogApiRef, catalog]]}>
        <AuthorLink author="user:default/jane.doe" anonymous own href={href} />
      </TestApiProvider>,
    );
    expect(screen.getByText('You (anonymous)')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows Anonymous without a link for anonymous authors', async () => {
    await renderInTestApp(<AuthorLink author="anonymous" href={href} />);
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells the author of an anonymous post that it is theirs, still without a link', async () => {
    await renderInTestApp(
      <AuthorLink author="user:default/jane.doe" anonymous own href={href} />,
    );
    expect(screen.getByText('You (anonymous)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/jane/)).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderInTestApp(
      <AuthorLink author="user:default/jane.doe" href={href} size="medium" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
