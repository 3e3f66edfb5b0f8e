import { screen, within } from '@testing-library/react';
import {
  chipsInputHarness,
  chipsValue as value,
} from '../../testing/chipsInputHarness';
import { renderWithApis } from '../../testing/renderWithApis';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import {
  EntitiesInput,
  EntityOption,
  MAX_RENDERED_ENTITIES,
} from './EntitiesInput';

expect.extend(toHaveNoViolations);

const options: EntityOption[] = [
  {
    entityRef: 'component:default/payments',
    title: 'Payments Service',
    kind: 'Component',
  },
  { entityRef: 'component:default/ledger', kind: 'Component' },
  { entityRef: 'system:default/billing', title: 'Billing', kind: 'System' },
];

const Harness = chipsInputHarness(EntitiesInput, { options });

describe('EntitiesInput', () => {
  it('searches by title and stores the entity ref', async () => {
    const user = userEvent.setup();
    const onInputChange = jest.fn();
    renderWithApis(<Harness onInputChange={onInputChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Entities' }), 'pay');
    expect(onInputChange).toHaveBeenLastCalledWith('pay');
    const listbox = await screen.findByRole('listbox');
    await user.click(
      within(listbox).getByRole('option', { name: /Payments Service/ }),
    );
    expect(value()).toBe('component:default/payments');
    expect(
      screen.getByRole('button', { name: 'Payments Service' }),
    ).toBeInTheDocument();
  });

  it('groups options by kind and falls back to a name from the ref', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness />);
    await user.click(screen.getByRole('textbox', { name: 'Entities' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('System')).toBeInTheDocument();
    expect(
      within(listbox).getByRole('option', { name: /^ledger/ }),
    ).toBeInTheDocument();
  });

  it('keeps typed text, sorts options by kind then name, and caps the list', async () => {
    const user = userEvent.setup();
    // Interleaved kinds and more than a list shows, as a big catalog answers.
    const many: EntityOption[] = [
      { entityRef: 'group:default/notif-team', kind: 'Group' },
      { entityRef: 'api:default/notif-api', kind: 'API' },
      ...Array.from({ length: 80 }, (_, i) => ({
        entityRef: `component:default/notif-${String(i).padStart(2, '0')}`,
        kind: 'Component',
      })),
      { entityRef: 'group:default/notif-admins', kind: 'Group' },
      { entityRef: 'system:default/billing', kind: 'System' },
    ];
    renderWithApis(<Harness options={many} />);
    const input = screen.getByRole('textbox', { name: 'Entities' });
    await user.type(input, 'notif');
    expect(input).toHaveValue('notif');
    const listbox = await screen.findByRole('listbox');
    const headers = Array.from(
      listbox.querySelectorAll('.MuiAutocomplete-groupLabel'),
    ).map(h => h.textContent);
    expect(headers).toEqual(['API', 'Component']);
    expect(within(listbox).getAllByRole('option')).toHaveLength(
      MAX_RENDERED_ENTITIES,
    );
    expect(
      within(listbox).queryByRole('option', { name: /billing/ }),
    ).not.toBeInTheDocument();
    await user.click(
      within(listbox).getByRole('option', { name: /^notif-api/ }),
    );
    expect(value()).toBe('api:default/notif-api');
    expect(input).toHaveValue('');
  });

  it('shows prefilled refs that are not among the options', () => {
    renderWithApis(<Harness initial={['api:default/orders']} />);
    expect(screen.getByRole('button', { name: 'orders' })).toHaveAttribute(
      'title',
      'api:default/orders',
    );
  });

  it('removes an entity with its chip', async () => {
    const user = userEvent.setup();
    renderWithApis(
      <Harness
        initial={['system:default/billing', 'component:default/ledger']}
      />,
    );
    await user.click(
      screen.getByRole('button', { name: 'Billing' }).querySelector('svg')!,
    );
    expect(value()).toBe('component:default/ledger');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithApis(
      <Harness initial={['system:default/billing']} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
