import { configure, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import {
  bugReportTemplate,
  howToTemplate,
  templatesOf,
} from '../../../testing/fixtures/templates';
import { postFormHandlers } from '../../../testing/handlers/postForm';
import { setupMswServer } from '../../../testing/mswServer';
import type { RenderAgoraOptions } from '../../../testing/renderAgora';
import {
  contentBox,
  renderCreatePage,
  titleBox,
} from '../../../testing/renderCreatePage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const templates = templatesOf(bugReportTemplate, howToTemplate);

/** The ask page, as the router shows it, at `route`. */
const render = (route = '/questions/ask', options: RenderAgoraOptions = {}) =>
  renderCreatePage('question', { route, ...options });

const choice = (name: string | RegExp = /^(Start from a template|Template:)/) =>
  screen.findByRole('button', { name });

async function pick(
  user: Awaited<ReturnType<typeof render>>['user'],
  title: string,
) {
  await user.click(await choice());
  const menu = await screen.findByRole('menu', { name: 'Question templates' });
  await user.click(
    within(menu).getByRole('menuitem', { name: new RegExp(title) }),
  );
}

describe('TemplateStart on the ask page', () => {
  it('shows the form at once and the templates, with their descriptions, above it', async () => {
    server.use(...postFormHandlers({ templates }));
    const { user, container } = await render();
    expect(
      await screen.findByRole('textbox', { name: /^Title/ }),
    ).toBeInTheDocument();
    const button = await choice('Start from a template');
    expect(
      button.compareDocumentPosition(titleBox()) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(await axe(container)).toHaveNoViolations();

    // Keyboard: Enter opens the menu on its first item, arrows move, Enter picks.
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {
      name: 'Question templates',
    });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map(i => i.textContent)).toEqual([
      'Bug reportSomething is broken',
      'How-toLearn how to do something',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(titleBox()).toHaveValue('How do I ');
    expect(await choice('Template: How-to')).toBeInTheDocument();
  });

  it('offers no template choice when there are none', async () => {
    server.use(...postFormHandlers());
    await render();
    await screen.findByRole('textbox', { name: /^Title/ });
    // Let the (empty) list arrive before asserting the absence.
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(
      screen.queryByRole('button', { name: 'Start from a template' }),
    ).not.toBeInTheDocument();
  });

  it('fills title, content, tags and entities, keeping the link’s tags, and switches templates without asking', async () => {
    server.use(...postFormHandlers({ templates }));
    const { user } = await render('/questions/ask?tags=release-notes');
    await pick(user, 'Bug report');

    expect(titleBox()).toHaveValue('Bug: ');
    expect(contentBox()).toHaveValue('## Steps to reproduce');
    expect(
      screen.getByRole('button', { name: 'release-notes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'bug' })).toBeInTheDocument();
    expect(screen.getByText('payments')).toBeInTheDocument();

    // Nothing written since: the other template simply replaces this one.
    await pick(user, 'How-to');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(titleBox()).toHaveValue('How do I ');
    expect(
      screen.getByRole('button', { name: 'release-notes' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'bug' }),
    ).not.toBeInTheDocument();
  });

  it('asks before replacing what the person wrote', async () => {
    server.use(...postFormHandlers({ templates }));
    const { user } = await render();
    await user.type(
      await screen.findByRole('textbox', { name: /^Title/ }),
      'My own words',
    );
    await pick(user, 'Bug report');
    const ask = await screen.findByRole('dialog', {
      name: 'Replace what you wrote?',
    });
    expect(within(ask).getByText(/“Bug report”/)).toBeInTheDocument();
    await user.click(
      within(ask).getByRole('button', { name: 'Keep what I wrote' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(titleBox()).toHaveValue('My own words');
    expect(await choice('Start from a template')).toBeInTheDocument();

    await pick(user, 'Bug report');
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Replace what you wrote?' }),
      ).getByRole('button', { name: 'Use template' }),
    );
    await waitFor(() => expect(titleBox()).toHaveValue('Bug: '));
  });

  it('applies ?template= on arrival and shows it as chosen', async () => {
    server.use(...postFormHandlers({ templates }));
    await render('/questions/ask?template=4&entity=component:default/billing');
    expect(await choice('Template: Bug report')).toBeInTheDocument();
    expect(titleBox()).toHaveValue('Bug: ');
    expect(contentBox()).toHaveValue('## Steps to reproduce');
    expect(screen.getByText('billing')).toBeInTheDocument();
    expect(screen.getByText('payments')).toBeInTheDocument();
  });

  it('says when the linked template does not exist and leaves the form blank', async () => {
    server.use(...postFormHandlers({ templates }));
    const { container } = await render('/questions/ask?template=99');
    expect(
      await screen.findByText(/The template of this link does not exist/),
    ).toBeInTheDocument();
    expect(titleBox()).toHaveValue('');
    expect(contentBox()).toHaveValue('');
    expect(await choice('Start from a template')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('does not overwrite a restored draft with the linked template without asking', async () => {
    server.use(...postFormHandlers({ templates }));
    const first = await render();
    await first.user.type(
      await screen.findByRole('textbox', { name: /^Title/ }),
      'Half a question',
    );
    first.unmount();

    const { user } = await render('/questions/ask?template=5', {
      preloadedState: first.store.getState(),
    });
    const ask = await screen.findByRole('dialog', {
      name: 'Replace what you wrote?',
    });
    // The dialog hides the page from the accessibility tree; the value is still there.
    expect(screen.getByDisplayValue('Half a question')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Use template' }));
    await waitFor(() => expect(titleBox()).toHaveValue('How do I '));
    expect(await choice('Template: How-to')).toBeInTheDocument();
  });
});
