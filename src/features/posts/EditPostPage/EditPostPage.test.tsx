import { configure, screen, waitFor, within } from '@testing-library/react';
import { EDIT_SUMMARY_MAX_LENGTH } from '../../../api/types';
import { Route, Routes } from 'react-router-dom';
import { axe } from 'jest-axe';
import { makePost } from '../../../testing/fixtures/posts';
import { errorsBody, type SeenRequest } from '../../../testing/handlers/http';
import { postFormHandlers } from '../../../testing/handlers/postForm';
import {
  getPostHandler,
  updatePostHandler,
} from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { EditPostPage } from './EditPostPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const question = makePost({
  id: 5,
  title: 'How do I configure the catalog?',
  content: 'I want to add locations.',
  tags: ['catalog'],
  entities: ['component:default/payments'],
  images: [31],
  canEdit: true,
});

const render = (
  route = '/questions/5/edit',
  options: Parameters<typeof renderAgora>[1] = {},
) =>
  renderAgora(
    <Routes>
      <Route
        path="/questions/:id/edit"
        element={<EditPostPage type="question" />}
      />
      <Route path="/questions/:id" element={<p>Question page</p>} />
    </Routes>,
    { ...options, route },
  );

const titleBox = () => screen.getByRole('textbox', { name: /^Title/ });
const contentBox = () => screen.getByRole('textbox', { name: /^Question/ });

describe('EditPostPage', () => {
  it('loads the current values into the form', async () => {
    server.use(...postFormHandlers(), getPostHandler({ body: question }));
    await render();

    expect(
      await screen.findByRole('heading', { name: 'Edit question' }),
    ).toBeInTheDocument();
    expect(titleBox()).toHaveValue('How do I configure the catalog?');
    expect(contentBox()).toHaveValue('I want to add locations.');
    expect(screen.getByRole('button', { name: 'catalog' })).toBeInTheDocument();
    expect(screen.getByText('payments')).toBeInTheDocument();
    // Edits never change who is shown as the author.
    expect(
      screen.queryByRole('checkbox', { name: 'Post anonymously' }),
    ).not.toBeInTheDocument();
  });

  it('says when an abandoned edit is restored, and discards it on request', async () => {
    server.use(...postFormHandlers(), getPostHandler({ body: question }));
    const first = await render();
    await screen.findByRole('heading', { name: 'Edit question' });
    // Nothing restored on a fresh edit.
    expect(
      screen.queryByText('Your unsaved draft was restored.'),
    ).not.toBeInTheDocument();
    await first.user.type(titleBox(), ' today');
    first.unmount();

    const { user, container } = await render('/questions/5/edit', {
      preloadedState: first.store.getState(),
    });
    await screen.findByRole('heading', { name: 'Edit question' });
    expect(titleBox()).toHaveValue('How do I configure the catalog? today');
    const notice = screen
      .getByText('Your unsaved draft was restored.')
      .closest('[role="alert"]') as HTMLElement;
    expect(await axe(container)).toHaveNoViolations();

    await user.click(
      within(notice).getByRole('button', { name: 'Discard draft' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Discard draft' }),
    );
    expect(titleBox()).toHaveValue('How do I configure the catalog?');
    expect(
      screen.queryByText('Your unsaved draft was restored.'),
    ).not.toBeInTheDocument();
  });

  it('asks before leaving an unsaved edit, saying it is kept but not saved', async () => {
    server.use(...postFormHandlers(), getPostHandler({ body: question }));
    const { user } = await render();
    await user.type(
      await screen.findByRole('textbox', { name: /^Title/ }),
      '!',
    );
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Leave without saving?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Your changes are kept as a draft while Backstage stays open, but they are not saved yet.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Question page')).toBeInTheDocument();
  });

  it('saves the changes and returns to the question', async () => {
    const seen: SeenRequest[] = [];
    server.use(...postFormHandlers(), getPostHandler({ body: question }));
    server.use(
      updatePostHandler({
        body: { ...question, title: 'Renamed the question' },
        onRequest: r => seen.push(r),
      }),
    );
    const { user, store } = await render();

    await user.clear(await screen.findByRole('textbox', { name: /^Title/ }));
    await user.type(titleBox(), 'Renamed the question');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Question page')).toBeInTheDocument();
    expect(seen[0].url.pathname).toMatch(/\/posts\/5$/);
    expect(seen[0].body).toMatchObject({
      type: 'question',
      title: 'Renamed the question',
      content: 'I want to add locations.',
      tags: ['catalog'],
      entities: ['component:default/payments'],
      images: [31],
    });
    expect(store.getState().drafts).toEqual({});
  });

  it('keeps the edit and shows the fixed message when saving fails', async () => {
    server.use(...postFormHandlers(), getPostHandler({ body: question }));
    server.use(
      updatePostHandler({
        status: 400,
        body: errorsBody('Title is too short'),
      }),
    );
    const { user } = await render();

    await user.clear(await screen.findByRole('textbox', { name: /^Title/ }));
    await user.type(titleBox(), 'Renamed the question');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Failed to update post'),
    ).toBeInTheDocument();
    expect(screen.getByText('Title is too short')).toBeInTheDocument();
    expect(titleBox()).toHaveValue('Renamed the question');
  });

  it('sends the edit summary with the edit, and keeps it when saving fails', async () => {
    const seen: SeenRequest[] = [];
    server.use(...postFormHandlers(), getPostHandler({ body: question }));
    server.use(
      updatePostHandler({
        status: 400,
        body: errorsBody('Try again'),
        onRequest: r => seen.push(r),
      }),
    );
    const { user } = await render();
    const summary = await screen.findByRole('textbox', {
      name: 'Edit summary',
    });
    await user.type(summary, ' Clarified the question ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Failed to update post'),
    ).toBeInTheDocument();
    expect(seen[0].body).toMatchObject({ summary: 'Clarified the question' });
    expect(screen.getByRole('textbox', { name: 'Edit summary' })).toHaveValue(
      ' Clarified the question ',
    );
  });

  it('refuses an edit summary over the limit before sending', async () => {
    const seen: SeenRequest[] = [];
    server.use(...postFormHandlers(), getPostHandler({ body: question }));
    server.use(updatePostHandler({ onRequest: r => seen.push(r) }));
    const { user } = await render();
    const summary = await screen.findByRole('textbox', {
      name: 'Edit summary',
    });
    await user.click(summary);
    await user.paste('x'.repeat(EDIT_SUMMARY_MAX_LENGTH + 1));
    expect(
      screen.getByText(`At most ${EDIT_SUMMARY_MAX_LENGTH} characters`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(summary).toHaveFocus());
    expect(seen).toHaveLength(0);
  });

  it('tells people who may not edit instead of showing the form', async () => {
    server.use(
      ...postFormHandlers(),
      getPostHandler({ body: { ...question, canEdit: false } }),
    );
    await render();

    expect(
      await screen.findByRole('heading', {
        name: 'You cannot edit this question',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only its author and moderators can edit it.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Back to the question' }),
    ).toHaveAttribute('href', '/questions/5');
    expect(
      screen.queryByRole('textbox', { name: /^Title/ }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown id', '/questions/99/edit'],
    ['an id that is not a number', '/questions/abc/edit'],
  ])('shows a not-found panel for %s', async (_name, route) => {
    server.use(
      ...postFormHandlers(),
      getPostHandler({ status: 404, body: errorsBody('Post not found') }),
    );
    await render(route);
    expect(
      await screen.findByText('This question does not exist or was deleted.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to questions' }),
    ).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    server.use(...postFormHandlers(), getPostHandler({ body: question }));
    const { container } = await render();
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe.each([
  [
    'article',
    'articles',
    'Edit article',
    'Header image',
    'https://example.com/header.png',
  ],
  ['link', 'links', 'Edit link', 'URL', 'https://backstage.io/docs'],
] as const)('EditPostPage of a %s', (type, section, heading, field, value) => {
  const post = makePost({
    id: 6,
    type,
    title: 'Shared knowledge',
    content: 'Read this.',
    headerImage: 'https://example.com/header.png',
    url: 'https://backstage.io/docs',
    canEdit: true,
  });
  const renderEdit = (route = `/${section}/6/edit`) =>
    renderAgora(
      <Routes>
        <Route
          path={`/${section}/:id/edit`}
          element={<EditPostPage type={type} />}
        />
        <Route path={`/${section}/:id`} element={<p>Post page</p>} />
      </Routes>,
      { route },
    );

  it("loads the values with the type's own field, saves and returns to the post", async () => {
    const seen: SeenRequest[] = [];
    server.use(
      ...postFormHandlers(),
      getPostHandler({ body: post }),
      updatePostHandler({ body: post, onRequest: r => seen.push(r) }),
    );
    const { user } = await renderEdit();
    expect(
      await screen.findByRole('heading', { name: heading }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: new RegExp(`^${field}`) }),
    ).toHaveValue(value);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Post page')).toBeInTheDocument();
    expect(seen[0].body).toMatchObject({ type, title: 'Shared knowledge' });
  });

  it('tells people who may not edit it', async () => {
    server.use(
      ...postFormHandlers(),
      getPostHandler({ body: { ...post, canEdit: false } }),
    );
    await renderEdit();
    expect(
      await screen.findByRole('heading', {
        name: `You cannot edit this ${type}`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Back to the ${type}` }),
    ).toHaveAttribute('href', `/${section}/6`);
  });

  it('shows its not-found text for an unknown id', async () => {
    server.use(
      ...postFormHandlers(),
      getPostHandler({ status: 404, body: errorsBody('Post not found') }),
    );
    await renderEdit(`/${section}/99/edit`);
    expect(
      await screen.findByText(`This ${type} does not exist or was deleted.`),
    ).toBeInTheDocument();
  });
});
