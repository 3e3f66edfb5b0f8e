import { configure, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { makeTemplate } from '../../../testing/fixtures/templates';
import { errorsBody, type SeenRequest } from '../../../testing/handlers/http';
import { postFormHandlers } from '../../../testing/handlers/postForm';
import {
  createTemplateHandler,
  deleteTemplateHandler,
  getTemplatesHandler,
  updateTemplateHandler,
} from '../../../testing/handlers/templates';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { TemplatesAdmin } from './TemplatesAdmin';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const bugReport = makeTemplate({
  id: 4,
  title: 'Bug report',
  description: 'Something is broken',
  questionTitle: 'Bug: ',
  questionContent: '## Steps to reproduce',
  tags: ['bug', 'triage'],
  entities: ['component:default/payments'],
});
const howTo = makeTemplate({
  id: 5,
  title: 'How-to',
  description: '',
  questionTitle: undefined,
  questionContent: undefined,
  tags: [],
});
const list = { templates: [bugReport, howTo], total: 2 };

/** The admin list over the post form's reads, with `templates` listed. */
async function render(templates = list) {
  server.use(...postFormHandlers({ templates }));
  const rendered = await renderAgora(<TemplatesAdmin />);
  await screen.findByRole('list', { name: 'Templates' });
  return rendered;
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const field = (scope: HTMLElement, name: RegExp) =>
  within(scope).getByRole('textbox', { name });
/** Pastes rather than types: each typed key re-renders the whole form. */
async function fill(
  user: Awaited<ReturnType<typeof renderAgora>>['user'],
  input: HTMLElement,
  text: string,
) {
  await user.click(input);
  await user.paste(text);
}

describe('TemplatesAdmin', () => {
  it('lists each template with its description, tags and entities', async () => {
    const { container } = await render();
    const rows = within(
      screen.getByRole('list', { name: 'Templates' }),
    ).getAllByRole('listitem');
    const bug = rows.find(r => r.textContent?.includes('Bug report'))!;
    expect(within(bug).getByText('Something is broken')).toBeInTheDocument();
    expect(
      within(bug).getByRole('link', { name: 'triage' }),
    ).toBeInTheDocument();
    expect(within(bug).getByText('payments')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Delete template How-to' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says there are none yet and still offers to create one', async () => {
    server.use(...postFormHandlers());
    await renderAgora(<TemplatesAdmin />);
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Create template' }),
    ).toBeInTheDocument();
  });

  it('creates a template from every field and closes when saved', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await render();
    server.use(createTemplateHandler({ onRequest: r => seen.push(r) }));

    await user.click(screen.getByRole('button', { name: 'Create template' }));
    const form = await dialog('Create template');
    await fill(user, field(form, /^Title/), 'Incident');
    await fill(user, field(form, /^Description/), 'Something is down');
    await fill(user, field(form, /^Question title/), 'Incident: ');
    await fill(user, field(form, /^Question content/), '## Impact');
    await user.type(field(form, /^Tags/), 'outage{Enter}');
    expect(await axe(form)).toHaveNoViolations();
    await user.click(
      within(form).getByRole('button', { name: 'Create template' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(seen.map(r => r.body)).toEqual([
      {
        title: 'Incident',
        description: 'Something is down',
        questionTitle: 'Incident: ',
        questionContent: '## Impact',
        tags: ['outage'],
        entities: [],
      },
    ]);
  });

  it('asks for a title instead of sending a template without one', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await render();
    server.use(createTemplateHandler({ onRequest: r => seen.push(r) }));
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    const form = await dialog('Create template');
    await user.click(
      within(form).getByRole('button', { name: 'Create template' }),
    );
    expect(within(form).getByText('Enter a title.')).toBeInTheDocument();
    expect(field(form, /^Title/)).toHaveFocus();
    expect(seen).toHaveLength(0);
  });

  it('keeps everything typed and shows the server’s reasons when saving fails', async () => {
    const { user } = await render();
    server.use(
      createTemplateHandler({
        status: 400,
        body: errorsBody('At most 5 tags per post'),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    const form = await dialog('Create template');
    await fill(user, field(form, /^Title/), 'Incident');
    await fill(user, field(form, /^Question content/), '## Impact');
    await user.click(
      within(form).getByRole('button', { name: 'Create template' }),
    );

    const alert = await within(form).findByRole('alert');
    expect(
      within(alert).getByText('At most 5 tags per post'),
    ).toBeInTheDocument();
    expect(field(form, /^Title/)).toHaveValue('Incident');
    expect(field(form, /^Question content/)).toHaveValue('## Impact');
    expect(
      within(form).getByRole('button', { name: 'Create template' }),
    ).toBeEnabled();
  });

  it('edits a template starting from its values and sends the whole template', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await render();
    server.use(updateTemplateHandler({ onRequest: r => seen.push(r) }));

    await user.click(
      screen.getByRole('button', { name: 'Edit template Bug report' }),
    );
    const form = await dialog('Edit template “Bug report”');
    expect(field(form, /^Question title/)).toHaveValue('Bug: ');
    expect(field(form, /^Question content/)).toHaveValue(
      '## Steps to reproduce',
    );
    await user.clear(field(form, /^Description/));
    await fill(user, field(form, /^Description/), 'Report a defect');
    await user.click(
      within(form).getByRole('button', { name: 'Save template' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(seen[0].url.pathname).toMatch(/\/templates\/4$/);
    expect(seen[0].body).toEqual({
      title: 'Bug report',
      description: 'Report a defect',
      questionTitle: 'Bug: ',
      questionContent: '## Steps to reproduce',
      tags: ['bug', 'triage'],
      entities: ['component:default/payments'],
    });
  });

  it('asks before throwing away changes, and closes at once without any', async () => {
    const { user } = await render();
    await user.click(
      screen.getByRole('button', { name: 'Edit template How-to' }),
    );
    let form = await dialog('Edit template “How-to”');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );

    await user.click(
      screen.getByRole('button', { name: 'Edit template How-to' }),
    );
    form = await dialog('Edit template “How-to”');
    await user.type(field(form, /^Question title/), 'How do I ');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const ask = await dialog('Discard your changes?');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Discard your changes?' }),
      ).not.toBeInTheDocument(),
    );
    expect(field(form, /^Question title/)).toHaveValue('How do I ');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await dialog('Discard your changes?')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
  });

  it('deletes a template only after a confirmation naming it, and says when that fails', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await render();
    server.use(
      deleteTemplateHandler({
        status: 500,
        body: null,
        onRequest: r => seen.push(r),
      }),
    );

    await user.click(
      screen.getByRole('button', { name: 'Delete template Bug report' }),
    );
    let confirm = await dialog('Delete the template “Bug report”?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(seen).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Delete template Bug report' }),
    );
    confirm = await dialog('Delete the template “Bug report”?');
    await user.click(
      within(confirm).getByRole('button', { name: 'Delete template' }),
    );
    expect(
      await within(confirm).findByText(
        'Could not delete the template. Try again.',
      ),
    ).toBeInTheDocument();

    server.use(
      deleteTemplateHandler({ onRequest: r => seen.push(r) }),
      getTemplatesHandler({ body: { templates: [howTo], total: 1 } }),
    );
    await user.click(
      within(confirm).getByRole('button', { name: 'Delete template' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Delete template Bug report' }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(seen.map(r => `${r.method} ${r.url.pathname}`)).toEqual([
      'DELETE /api/agora/templates/4',
      'DELETE /api/agora/templates/4',
    ]);
  });

  it('copies the ask link that starts from the template', async () => {
    const { user } = await render();
    // user-event installs a clipboard stub; watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(
      screen.getByRole('button', {
        name: 'Copy the ask link of template How-to',
      }),
    );
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/questions/ask?template=5`,
    );
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
