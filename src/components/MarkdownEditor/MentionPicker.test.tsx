import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestApiProvider } from '@backstage/test-utils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import type { Entity } from '@backstage/catalog-model';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderWithApis } from '../../testing/renderWithApis';
import { MarkdownEditor } from './MarkdownEditor';
import { mentionQueryAt } from './mentionQuery';

expect.extend(toHaveNoViolations);

const person = (name: string, displayName?: string): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name, namespace: 'default' },
  spec: displayName ? { profile: { displayName } } : {},
});
const group = (name: string): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Group',
  metadata: { name, namespace: 'default', title: `Team ${name}` },
  spec: {},
});

type Answer = { items: Entity[]; pageInfo: {}; totalItems: number };
const answer = (items: Entity[]): Answer => ({
  items,
  pageInfo: {},
  totalItems: 0,
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>(res => {
    resolve = res;
  });
  return { promise, resolve };
}

function Harness(props: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <MarkdownEditor
      label="Body"
      value={value}
      onChange={v => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

function renderEditor(
  queryEntities: jest.Mock,
  props: { initial?: string; onChange?: (v: string) => void } = {},
) {
  return renderWithApis(
    <TestApiProvider apis={[[catalogApiRef, { queryEntities }]]}>
      <Harness {...props} />
    </TestApiProvider>,
  );
}

const textbox = () =>
  screen.getByRole('textbox', { name: /Body/ }) as HTMLTextAreaElement;
const terms = (mock: jest.Mock) =>
  mock.mock.calls.map(([request]) => request.fullTextFilter.term);

describe('mention picker', () => {
  it('offers people and groups after @ and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const queryEntities = jest
      .fn()
      .mockResolvedValue(
        answer([person('jane.doe', 'Jane Doe'), group('janitors')]),
      );
    const { container } = renderEditor(queryEntities, { initial: 'Hi ' });
    await user.click(textbox());
    await user.keyboard('{End}@jan');

    const list = await screen.findByRole('listbox', {
      name: 'People and groups to mention',
    });
    const options = within(list).getAllByRole('option');
    expect(options.map(o => o.textContent)).toEqual([
      'Jane Doeuser:default/jane.doe',
      'Team janitorsgroup:default/janitors',
    ]);
    expect(queryEntities).toHaveBeenCalledTimes(1);
    expect(queryEntities).toHaveBeenCalledWith({
      filter: { kind: ['User', 'Group'] },
      fullTextFilter: {
        term: 'jan',
        fields: [
          'metadata.name',
          'metadata.title',
          'spec.profile.displayName',
          'spec.profile.email',
        ],
      },
      fields: [
        'kind',
        'metadata.name',
        'metadata.namespace',
        'metadata.title',
        'spec.profile.displayName',
      ],
      orderFields: { field: 'metadata.name', order: 'asc' },
      limit: 8,
      totalItems: 'exclude',
    });
    expect(textbox()).toHaveAttribute('aria-controls', list.id);
    expect(textbox()).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(await axe(container)).toHaveNoViolations();

    await user.keyboard('{ArrowDown}');
    expect(textbox()).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowDown}'); // wraps round
    expect(textbox()).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}{Enter}');

    expect(textbox()).toHaveValue('Hi @group:default/janitors ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(textbox().selectionStart).toBe(textbox().value.length);
    // Typing goes on after the inserted mention.
    await user.keyboard('thanks');
    expect(textbox()).toHaveValue('Hi @group:default/janitors thanks');
  });

  it('picks with Tab and by click, replacing what was typed', async () => {
    const user = userEvent.setup();
    const queryEntities = jest
      .fn()
      .mockResolvedValue(answer([person('jane.doe', 'Jane Doe')]));
    renderEditor(queryEntities, { initial: 'see below' });
    await user.click(textbox());
    textbox().setSelectionRange(4, 4);
    await user.keyboard('@user:default/ja');
    await screen.findByRole('option', { name: /Jane Doe/ });
    expect(terms(queryEntities)).toEqual(['ja']);
    await user.keyboard('{Tab}');
    expect(textbox()).toHaveValue('see @user:default/jane.doe below');

    await user.keyboard('and @ja');
    await user.click(await screen.findByRole('option', { name: /Jane Doe/ }));
    expect(textbox()).toHaveValue(
      'see @user:default/jane.doe and @user:default/jane.doe below',
    );
    expect(textbox()).toHaveFocus();
    // The same term was answered already: no second request.
    expect(queryEntities).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and leaves Enter and Tab to the textarea when closed', async () => {
    const user = userEvent.setup();
    const queryEntities = jest
      .fn()
      .mockResolvedValue(answer([person('jane.doe')]));
    renderEditor(queryEntities);
    await user.click(textbox());
    await user.keyboard('@jan');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(textbox()).not.toHaveAttribute('aria-activedescendant');
    // Still closed while the same mention is typed on.
    await user.keyboard('e');
    await user.keyboard('{Enter}');
    expect(textbox()).toHaveValue('@jane\n');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Tab}');
    expect(textbox()).not.toHaveFocus();
  });

  it('says when nothing matches, and while it is looking', async () => {
    const user = userEvent.setup();
    const pending = deferred<Answer>();
    const queryEntities = jest.fn().mockReturnValue(pending.promise);
    renderEditor(queryEntities);
    await user.click(textbox());
    await user.keyboard('@zz');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Looking for people and groups…',
    );
    // Enter is the textarea's while there is nothing to pick.
    pending.resolve(answer([]));
    expect(await screen.findByText('No people or groups match')).toBeVisible();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(textbox()).toHaveValue('@zz\n');
  });

  it('shows the latest query’s answer, never a slower stale one', async () => {
    const user = userEvent.setup();
    const first = deferred<Answer>();
    const second = deferred<Answer>();
    const queryEntities = jest
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise)
      .mockResolvedValue(answer([]));
    renderEditor(queryEntities);
    await user.click(textbox());
    await user.keyboard('@ja');
    await waitFor(() => expect(terms(queryEntities)).toEqual(['ja']));
    await user.keyboard('n');
    await waitFor(() => expect(terms(queryEntities)).toEqual(['ja', 'jan']));

    second.resolve(answer([person('jane.doe', 'Jane Doe')]));
    expect(
      await screen.findByRole('option', { name: /Jane Doe/ }),
    ).toBeInTheDocument();
    first.resolve(answer([person('jack', 'Jack Stale')]));
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(screen.queryByRole('option', { name: /Jack Stale/ })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    // Back to the stale term: it was never answered, so it is asked again.
    await user.keyboard('{Backspace}');
    await waitFor(() =>
      expect(terms(queryEntities)).toEqual(['ja', 'jan', 'ja']),
    );
  });

  it('asks once per pause in typing, not per key', async () => {
    const user = userEvent.setup();
    const queryEntities = jest.fn().mockResolvedValue(answer([]));
    renderEditor(queryEntities);
    await user.click(textbox());
    await user.keyboard('@jane.do');
    await screen.findByText('No people or groups match');
    expect(terms(queryEntities)).toEqual(['jane.do']);
    // Any word may be typed, even one every object answers to.
    await user.keyboard(' @constructor');
    await waitFor(() =>
      expect(terms(queryEntities)).toEqual(['jane.do', 'constructor']),
    );
    expect(await screen.findByText('No people or groups match')).toBeVisible();
  });

  it('stays away from text without a mention, e-mail addresses and code', async () => {
    const user = userEvent.setup();
    const queryEntities = jest.fn().mockResolvedValue(answer([]));
    renderEditor(queryEntities);
    await user.click(textbox());
    await user.keyboard('plain text, mail me at jane@example.com and `@code`');
    await new Promise(resolve => setTimeout(resolve, 400));
    expect(queryEntities).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('mentionQueryAt', () => {
  it('reads the name typed after @ up to the cursor', () => {
    expect(mentionQueryAt('Hi @ja', 6)).toEqual({ start: 3, term: 'ja' });
    expect(mentionQueryAt('@group:default/pay', 18)).toEqual({
      start: 0,
      term: 'pay',
    });
    expect(mentionQueryAt('Hi @ja there', 12)).toBeUndefined();
    expect(mentionQueryAt('Hi @', 4)).toBeUndefined();
    expect(mentionQueryAt('a@b', 3)).toBeUndefined();
    expect(mentionQueryAt('```\n@ja', 7)).toBeUndefined();
    expect(mentionQueryAt('```\nx\n```\n@ja', 13)).toEqual({
      start: 10,
      term: 'ja',
    });
  });
});
