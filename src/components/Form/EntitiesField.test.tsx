import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import type { Entity } from '@backstage/catalog-model';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import { TestApiProvider } from '@backstage/test-utils';
import { TestTranslationApis } from '../../testing/renderWithApis';
import { EntitiesField } from './EntitiesField';

const entity = (kind: string, name: string, title?: string): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind,
  metadata: { name, namespace: 'default', title },
  spec: {},
});

// Interleaved kinds, as a catalog answers by name: unsorted, MUI repeats group headers.
const catalogEntities = [
  entity('Group', 'notifications-team', 'Notifications Team'),
  entity('API', 'notifications-api'),
  entity('Component', 'notifier'),
  entity('Group', 'payments-team'),
  entity('Component', 'notifications-service', 'Notifications Service'),
  entity('Component', 'payments'),
  entity('System', 'billing'),
];

function Harness() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <EntitiesField value={value} onChange={setValue} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

function renderField() {
  const catalog = new InMemoryCatalogClient({ entities: catalogEntities });
  const query = jest.spyOn(catalog, 'queryEntities');
  render(
    <TestTranslationApis>
      <TestApiProvider apis={[[catalogApiRef, catalog]]}>
        <Harness />
      </TestApiProvider>
    </TestTranslationApis>,
  );
  return query;
}

describe('EntitiesField', () => {
  it('filters the catalog by the typed text, groups once per kind, and adds a pick as a chip', async () => {
    const user = userEvent.setup();
    const query = renderField();
    const input = screen.getByRole('textbox', { name: 'Entities' });
    await user.type(input, 'notif');
    expect(input).toHaveValue('notif');

    // The catalog does the filtering, with the typed text, once typing pauses.
    await waitFor(() =>
      expect(query).toHaveBeenLastCalledWith(
        expect.objectContaining({
          fullTextFilter: expect.objectContaining({ term: 'notif' }),
        }),
      ),
    );
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: /^notifier/ });
    expect(
      within(listbox).queryByRole('option', { name: /payments/i }),
    ).not.toBeInTheDocument();
    expect(
      within(listbox).queryByRole('option', { name: /billing/i }),
    ).not.toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    // Each kind heads its group once, groups in order, names in order within.
    const headers = Array.from(
      listbox.querySelectorAll('.MuiAutocomplete-groupLabel'),
    ).map(h => h.textContent);
    expect(headers).toEqual(['API', 'Component', 'Group']);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map(o => o.querySelector('p')?.textContent),
    ).toEqual([
      'notifications-api',
      'Notifications Service',
      'notifier',
      'Notifications Team',
    ]);

    await user.click(
      within(listbox).getByRole('option', { name: /Notifications Service/ }),
    );
    expect(screen.getByTestId('value')).toHaveTextContent(
      'component:default/notifications-service',
    );
    expect(
      screen.getByRole('button', { name: 'Notifications Service' }),
    ).toBeInTheDocument();
    expect(input).toHaveValue('');
  });
});
