import { configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RequestHandler } from 'msw';
import { FLAG_ERRORS, type FlaggedItem, type Post } from '../../api/types';
import { makeAnswer, makePost } from '../../testing/fixtures/posts';
import { errorsBody, type SeenRequest } from '../../testing/handlers/http';
import {
  flagAnswerHandler,
  flagPostHandler,
  getFlaggedItemsHandler,
  makeFlaggedItem,
  resolveFlagsHandler,
} from '../../testing/handlers/flags';
import {
  deleteAnswerHandler,
  updateAnswerHandler,
} from '../../testing/handlers/answers';
import {
  getPostHandler,
  updatePostHandler,
} from '../../testing/handlers/posts';
import { postFormHandlers } from '../../testing/handlers/postForm';
import { EditPostPage } from '../posts/EditPostPage';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { useGetPostQuery } from '../posts/postsApi';
import { PostView } from '../posts/PostView';
import { POST_TYPE_PARTS } from '../posts/postTypeParts';
import { FlaggedItems } from './FlaggedItems';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

/** The question page as the post pages build it: the post and its answer panels. */
function Harness() {
  const { data } = useGetPostQuery(1);
  const Panels = POST_TYPE_PARTS.question.Panels!;
  return data ? (
    <>
      <PostView post={data} />
      <Panels post={data} />
    </>
  ) : null;
}

async function renderQuestion(post: Post) {
  server.use(getPostHandler({ body: post }));
  const view = await renderAgora(<Harness />, {
    route: '/questions/1',
    path: '/questions/:id',
  });
  await screen.findByRole('heading', {
    name: 'How do I configure the catalog?',
  });
  return view;
}

const question = (overrides: Partial<Post> = {}) =>
  makePost({ answers: [], comments: [], ...overrides });

describe('flagging', () => {
  async function openDialog(post = question()) {
    const view = await renderQuestion(post);
    // A visible action under the post, not in its "More actions" menu.
    await view.user.click(
      within(screen.getByRole('group', { name: 'Post actions' })).getByRole(
        'button',
        { name: 'Flag' },
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Flag this post',
    });
    return { ...view, dialog };
  }

  it('flags someone else’s post with a reason and its text, then says thanks', async () => {
    const { user, dialog } = await openDialog();
    const seen: SeenRequest[] = [];
    server.use(flagPostHandler({ onRequest: request => seen.push(request) }));
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    // Nothing is chosen for them: Flag waits for a reason.
    for (const radio of within(reasons).getAllByRole('radio'))
      expect(radio).not.toBeChecked();
    const flagButton = within(dialog).getByRole('button', { name: 'Flag' });
    expect(flagButton).toBeDisabled();
    await user.click(
      within(reasons).getByRole('radio', { name: 'Something else' }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /What is wrong/ }),
      'Links to a phishing site',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Flag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.map(r => [r.url.pathname, r.body])).toEqual([
      [
        expect.stringMatching(/\/posts\/1\/flags$/),
        { reason: 'other', text: 'Links to a phishing site' },
      ],
    ]);
    expect(
      screen.getByText('Thanks: a moderator will look at it.'),
    ).toHaveAttribute('role', 'status');
  });

  it('takes optional details with any reason', async () => {
    const { user, dialog } = await openDialog();
    const seen: SeenRequest[] = [];
    server.use(flagPostHandler({ onRequest: request => seen.push(request) }));
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    const details = within(dialog).getByRole('textbox', {
      name: 'Details for the moderators (optional)',
    });
    expect(details).not.toBeRequired();
    await user.type(details, 'Same link in ten posts');
    await user.click(within(dialog).getByRole('button', { name: 'Flag' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].body).toEqual({
      reason: 'spam',
      text: 'Same link in ten posts',
    });
  });

  it("keeps the dialog and the choice when the server refuses, with the server's reason", async () => {
    const { user, dialog } = await openDialog();
    server.use(
      flagPostHandler({
        status: 400,
        body: errorsBody(FLAG_ERRORS.alreadyFlagged),
      }),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Flag' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      FLAG_ERRORS.alreadyFlagged,
    );
    expect(
      within(dialog).getByRole('radio', { name: 'Offensive' }),
    ).toBeChecked();
  });

  it('is not offered on one’s own post', async () => {
    const { user } = await renderQuestion(question({ own: true }));
    expect(screen.queryByRole('button', { name: 'Flag' })).toBeNull();
    // Nor among the rarer actions.
    await user.click(
      screen.getByRole('button', { name: 'More actions for this post' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Flag' })).toBeNull();
  });

  it('flags an answer at its own address', async () => {
    const { user } = await renderQuestion(
      question({ answers: [makeAnswer({ id: 11 })] }),
    );
    const seen: SeenRequest[] = [];
    server.use(flagAnswerHandler({ onRequest: request => seen.push(request) }));
    await user.click(
      await screen.findByRole('button', {
        name: 'More actions for this answer',
      }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Flag' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Flag this answer',
    });
    await user.click(
      within(dialog).getByRole('radio', { name: 'Wrong or outdated' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Flag' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].url.pathname).toMatch(/\/posts\/1\/answers\/11\/flags$/);
    expect(seen[0].body).toEqual({ reason: 'wrong' });
  });

  it('is offered on others’ answers a moderator may edit, not on one’s own', async () => {
    const { user } = await renderQuestion(
      question({
        answers: [
          makeAnswer({ id: 11, canEdit: true, canDelete: true }),
          makeAnswer({ id: 12, own: true, canEdit: true }),
        ],
      }),
    );
    const menuOf = async (id: number) => {
      await user.click(
        within(document.getElementById(`answer_${id}`)!).getByRole('button', {
          name: 'More actions for this answer',
        }),
      );
      const items = screen
        .getAllByRole('menuitem')
        .map(item => item.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      return items;
    };
    await screen.findAllByRole('button', {
      name: 'More actions for this answer',
    });
    expect(await menuOf(11)).toEqual(['Edit', 'Delete', 'Flag', 'Copy link']);
    expect(await menuOf(12)).toEqual(['Edit', 'Copy link']);
  });
});

/** Shows the address, to see where Edit leads. */
function Location() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{pathname + hash}</output>;
}

describe('the review queue', () => {
  async function renderQueue(items = [makeFlaggedItem()]) {
    server.use(
      getFlaggedItemsHandler({ body: { items, total: items.length } }),
    );
    const view = await renderAgora(
      <>
        <FlaggedItems />
        <Location />
      </>,
    );
    await screen.findByText('Buy cheap cloud credits here');
    return view;
  }
  const button = (name: string) =>
    screen.getByRole('button', {
      name: `${name}: How do I configure the catalog?`,
    });

  it('lists flagged items with their reasons and counts, and Dismiss takes one out at once', async () => {
    const { user } = await renderQueue();
    expect(screen.getByText('3 flags')).toBeVisible();
    expect(screen.getByText('Spam × 2')).toBeVisible();
    expect(screen.getByText('Something else × 1')).toBeVisible();
    expect(screen.getByText('Advertising')).toBeVisible();
    // Who flagged and when, for the moderators.
    const said = within(
      screen.getByRole('list', { name: 'What flaggers said' }),
    ).getByRole('listitem');
    expect(said).toHaveTextContent(
      /^Advertising\s*Something else, flagged by sam .+$/,
    );
    expect(within(said).getByRole('link', { name: 'sam' })).toHaveAttribute(
      'href',
      '/users/user:default%2Fsam',
    );
    expect(within(said).getByText(/2024|ago/)).toBeInTheDocument();
    expect(screen.getByText('Hidden from readers')).toBeVisible();
    const seen: SeenRequest[] = [];
    server.use(
      resolveFlagsHandler({ onRequest: request => seen.push(request) }),
      getFlaggedItemsHandler({ body: { items: [], total: 0 } }),
    );
    await user.click(button('Dismiss'));
    await waitFor(() =>
      expect(screen.queryByText('Buy cheap cloud credits here')).toBeNull(),
    );
    expect(seen.map(r => r.body)).toEqual([
      { kind: 'answer', id: 7, resolution: 'dismissed' },
    ]);
  });

  it('shows mentions in the excerpt as handles, not refs', async () => {
    server.use(
      getFlaggedItemsHandler({
        body: {
          items: [
            makeFlaggedItem({
              excerpt: 'Ask @user:default/aisha.khan at https://spam.example',
            }),
          ],
          total: 1,
        },
      }),
    );
    await renderAgora(<FlaggedItems />);
    expect(
      await screen.findByText('Ask @aisha.khan at https://spam.example'),
    ).toBeInTheDocument();
  });

  it('puts the item back and says why when the server refuses to resolve', async () => {
    const { user, extra } = await renderQueue();
    server.use(
      resolveFlagsHandler({
        status: 400,
        body: errorsBody(FLAG_ERRORS.nothingOpen),
      }),
    );
    await user.click(button('Dismiss'));
    await waitFor(() =>
      expect(extra.alertApi.post).toHaveBeenCalledWith({
        message: `Failed to resolve flags: ${FLAG_ERRORS.nothingOpen}`,
        severity: 'error',
      }),
    );
    expect(
      await screen.findByText('Buy cheap cloud credits here'),
    ).toBeVisible();
  });

  /** The queue, the edit page and the question page, as the app routes them. */
  async function renderQueueAndEditors(items: FlaggedItem[], post: Post) {
    server.use(
      getFlaggedItemsHandler({ body: { items, total: items.length } }),
      getPostHandler({ body: post }),
      ...postFormHandlers(),
    );
    const view = await renderAgora(
      <>
        <Routes>
          <Route path="/" element={<FlaggedItems />} />
          <Route
            path="/questions/:id/edit"
            element={<EditPostPage type="question" />}
          />
          <Route path="/questions/:id" element={<Harness />} />
        </Routes>
        <Location />
      </>,
    );
    await screen.findByText('Buy cheap cloud credits here');
    return view;
  }

  /**
   * Clicks Edit on the queue's one item; `seen` collects the flags resolved,
   * `handlers` answer what the editor sends.
   */
  async function editFromQueue(
    item: FlaggedItem,
    post: Post,
    ...handlers: RequestHandler[]
  ) {
    const seen: SeenRequest[] = [];
    const view = await renderQueueAndEditors([item], post);
    server.use(
      resolveFlagsHandler({ onRequest: request => seen.push(request) }),
      ...handlers,
    );
    await view.user.click(button('Edit'));
    return { ...view, seen };
  }

  it('Edit opens the post’s editor and resolves its flags as edited only once the edit is saved', async () => {
    const { user, seen } = await editFromQueue(
      makeFlaggedItem({ kind: 'post', id: 1, postId: 1 }),
      question({ canEdit: true }),
      updatePostHandler({ body: question({ canEdit: true }) }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/questions/1/edit',
      ),
    );
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(seen).toEqual([]);
    await user.click(save);
    await waitFor(() =>
      expect(seen.map(r => r.body)).toEqual([
        { kind: 'post', id: 1, resolution: 'edited' },
      ]),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/questions\/1$/,
    );
  });

  it('Edit then Cancel leaves the flags open', async () => {
    const { user, seen } = await editFromQueue(
      makeFlaggedItem({ kind: 'post', id: 1, postId: 1 }),
      question({ canEdit: true }),
    );
    await screen.findByRole('button', { name: 'Save changes' });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/questions\/1$/,
      ),
    );
    await screen.findByRole('heading', {
      name: 'How do I configure the catalog?',
    });
    expect(seen).toEqual([]);
  });

  it('Edit opens a flagged answer in its editor in the thread, and saving resolves its flags', async () => {
    const { user, seen } = await editFromQueue(
      makeFlaggedItem(),
      question({
        answers: [makeAnswer({ id: 7, canEdit: true, content: 'Buy now' })],
      }),
      updateAnswerHandler({ body: makeAnswer({ id: 7, canEdit: true }) }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/questions/1#answer_7',
      ),
    );
    const editor = await screen.findByRole('textbox', {
      name: /^Edit answer/,
    });
    expect(editor).toHaveValue('Buy now');
    expect(seen).toEqual([]);
    await user.clear(editor);
    await user.type(editor, 'Use the catalog processor.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.map(r => r.body)).toEqual([
        { kind: 'answer', id: 7, resolution: 'edited' },
      ]),
    );
  });

  it('keeps the delete dialog open with the failure, resolving nothing', async () => {
    const { user } = await renderQueue();
    const resolved: SeenRequest[] = [];
    server.use(
      deleteAnswerHandler({ status: 403, body: errorsBody('Not yours') }),
      resolveFlagsHandler({ onRequest: request => resolved.push(request) }),
    );
    await user.click(button('Delete'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete this flagged content?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not yours',
    );
    expect(resolved).toEqual([]);
  });
});
