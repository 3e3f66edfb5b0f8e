import { screen } from '@testing-library/react';
import { renderInTestApp, TestApiProvider } from '@backstage/test-utils';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { EntityChips } from './EntityChips';

expect.extend(toHaveNoViolations);

const href = (ref: string) => `/agora/entities/${encodeURIComponent(ref)}`;

describe('EntityChips', () => {
  it('labels chips with display titles and links them to the entity page', async () => {
    await renderInTestApp(
      <EntityChips
        href={href}
        entities={[
          {
            entityRef: 'component:default/payments',
            title: 'Payments Service',
          },
          'system:billing/ledger',
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Entities' })).toBeInTheDocument();
    const titled = screen.getByRole('link', { name: 'Payments Service' });
    expect(titled).toHaveAttribute(
      'href',
      '/agora/entities/component%3Adefault%2Fpayments',
    );
    expect(titled).toHaveAttribute('title', 'component:default/payments');
    // Without a title, a readable name is derived from the ref.
    expect(
      screen.getByRole('link', { name: 'billing/ledger' }),
    ).toHaveAttribute('href', '/agora/entities/system%3Abilling%2Fledger');
  });

  it('marks each chip with its kind icon and sets it apart from tag chips', async () => {
    await renderInTestApp(
      <EntityChips
        href={href}
        entities={[
          'component:default/payments',
          'group:default/team-a',
          'widget:default/odd',
        ]}
      />,
    );
    const kindOf = (name: string) => {
      const link = screen.getByRole('link', { name });
      const icon = link.querySelector('svg[data-kind]');
      // Decorative: the label alone names the link.
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(link).toHaveClass('MuiChip-outlinedPrimary');
      return icon?.getAttribute('data-kind');
    };
    expect(kindOf('payments')).toBe('component');
    expect(kindOf('team-a')).toBe('group');
    // A kind without its own icon still gets the generic one.
    expect(kindOf('odd')).toBe('widget');
  });

  it('labels the list visibly as "Related:" when asked', async () => {
    await renderInTestApp(
      <EntityChips
        href={href}
        entities={['component:default/payments']}
        related
      />,
    );
    expect(screen.getByText('Related:')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Related:' })).toContainElement(
      screen.getByRole('link', { name: 'payments' }),
    );
  });

  it('labels plain refs with their catalog titles', async () => {
    const catalog = new InMemoryCatalogClient({
      entities: [
        {
          apiVersion: 'backstage.io/v1alpha1',
          kind: 'System',
          metadata: { name: 'ledger', namespace: 'billing', title: 'Ledger' },
          spec: {},
        },
      ],
    });
    await renderInTestApp(
      <TestApiProvider apis={[[catalogApiRef, catalog]]}>
        <EntityChips href={href} entities={['system:billing/ledger']} />
      </TestApiProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Ledger' })).toHaveAttribute(
      'title',
      'system:billing/ledger',
    );
  });

  it('renders nothing without entities', async () => {
    await renderInTestApp(<EntityChips href={href} entities={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderInTestApp(
      <EntityChips href={href} entities={['component:default/a']} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
