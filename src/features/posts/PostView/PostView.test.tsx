import {
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { analyticsApiRef } from '@backstage/core-plugin-api';
import { mockApis, TestApiProvider } from '@backstage/test-utils';
import type { Post } from '../../../api/types';
import { makePost } from '../../../testing/fixtures/posts';
import {
  createDeferred,
  errorsBody,
  type SeenRequest,
} from '../../../testing/handlers/http';
import {
  deletePostHandler,
  deletePostVoteHandler,
  downvotePostHandler,
  favoritePostHandler,
  getPostHandler,
  restorePostHandler,
  upvotePostHandler,
} from '../../../testing/handlers/posts';
import { AgoraNotices } from '../../../components/AgoraNotices';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { useGetPostQuery } from '../postsApi';
import { PostView } from './PostView';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

/** PostView fed from the real cache, as the post pages feed it. */
function Harness() {
  const { data } = useGetPostQuery(1);
  return data ? <PostView post={data} /> : null;
}

async function renderPost(post: Partial<Post> = {}, ui?: JSX.Element) {
  server.use(
    getPostHandler({ body: makePost({ answers: [], comments: [], ...post }) }),
  );
  const view = await renderAgora(ui ?? <Harness />, {
    route: '/questions/1',
    // A test passing its own routes mounts them itself.
    path: ui ? undefined : '/questions/:id',
  });
  await screen.findByRole('heading', {
    name: 'How do I configure the catalog?',
  });
  return view;
}

type User = Awaited<ReturnType<typeof renderPost>>['user'];

const actionsGroup = () => screen.getByRole('group', { name: 'Post actions' });

/** The visible text actions under the post (buttons and links with text), in order. */
function rowActions() {
  return [...actionsGroup().querySelectorAll('button, a')]
    .map(item => item.textContent)
    .filter(Boolean);
}

const moreActions = () =>
  screen.queryByRole('button', { name: 'More actions for this post' });

/** The items of the post's "More actions" menu, left open. */
async function openActions(user: User) {
  await user.click(
    screen.getByRole('button', { name: 'More actions for this post' }),
  );
  return screen.getAllByRole('menuitem').map(item => item.textContent);
}

async function chooseAction(user: User, action: string) {
  await openActions(user);
  await user.click(screen.getByRole('menuitem', { name: action }));
  await waitFor(() =>
    expect(screen.queryByRole('menu')).not.toBeInTheDocument(),
  );
}

/** A deletable post, with the notices mounted beside the routes as the layout does. */
function renderDeletable(post: Partial<Post>) {
  return renderPost(
    { canDelete: true, ...post },
    <>
      <Routes>
        <Route path="/questions/:id" element={<Harness />} />
        <Route path="/questions" element={<p>All questions</p>} />
        <Route path="/articles" element={<p>All articles</p>} />
      </Routes>
      <AgoraNotices />
    </>,
  );
}

async function deleteFromMenu(user: User, confirm: string) {
  await chooseAction(user, 'Delete');
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: confirm }),
  );
}

const voteUp = () => screen.getByRole('button', { name: 'Vote up' });
const score = () => screen.getByRole('status', { name: '' });

describe('PostView votes', () => {
  it('shows an up vote at click time, before the server answers', async () => {
    const held = createDeferred();
    const { user, analytics } = await renderPost({ score: 3 });
    server.use(upvotePostHandler({ hold: held.promise }));

    await user.click(voteUp());
    // The server is held back, so the new score can only be the guess.
    await waitFor(() => expect(score()).toHaveTextContent('4 votes'));
    expect(analytics.captureEvent).toHaveBeenCalledTimes(1);
    expect(analytics.captureEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'vote',
        subject: 'How do I configure the catalog?',
        attributes: { postId: 1, direction: 'up' },
      }),
    );
    expect(voteUp()).toHaveAttribute('aria-pressed', 'true');
    // Disabled while in flight, so a second click cannot overlap.
    expect(voteUp()).toBeDisabled();

    held.release();
    await waitFor(() => expect(voteUp()).toBeEnabled());
    expect(score()).toHaveTextContent('4 votes');
  });

  it('takes the vote back and alerts when the server refuses', async () => {
    const { user, extra } = await renderPost({ score: 3 });
    server.use(upvotePostHandler({ status: 500 }));

    await user.click(voteUp());
    await waitFor(() => expect(score()).toHaveTextContent('3 votes'));
    expect(voteUp()).toHaveAttribute('aria-pressed', 'false');
    expect(extra.alertApi.post).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Failed to vote post',
        severity: 'error',
      }),
    );
  });

  it("adds the server's reason to the alert", async () => {
    const { user, extra } = await renderPost({ score: 3 });
    server.use(
      upvotePostHandler({
        status: 400,
        body: errorsBody('You cannot vote on your own post'),
      }),
    );
    await user.click(voteUp());
    await waitFor(() =>
      expect(extra.alertApi.post).toHaveBeenCalledWith({
        message: 'Failed to vote post: You cannot vote on your own post',
        severity: 'error',
      }),
    );
  });

  it('removes the vote when the current vote is clicked again', async () => {
    const seen: SeenRequest[] = [];
    const { user, analytics } = await renderPost({ score: 4, ownVote: 1 });
    server.use(deletePostVoteHandler({ onRequest: r => seen.push(r) }));

    expect(voteUp()).toHaveAttribute('aria-pressed', 'true');
    await user.click(voteUp());
    await waitFor(() => expect(score()).toHaveTextContent('3 votes'));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].method).toBe('DELETE');
    expect(seen[0].url.pathname).toMatch(/\/posts\/1\/vote$/);
    expect(analytics.captureEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'vote',
        attributes: { postId: 1, direction: 'none' },
      }),
    );
  });

  it('votes with the keyboard alone', async () => {
    const { user } = await renderPost({ score: 3 });
    server.use(upvotePostHandler());
    voteUp().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(score()).toHaveTextContent('4 votes'));
    await waitFor(() => expect(voteUp()).toBeEnabled());
    voteUp().focus();
    // Space on the pressed button takes the vote back.
    server.use(deletePostVoteHandler());
    await user.keyboard(' ');
    await waitFor(() => expect(score()).toHaveTextContent('3 votes'));
  });

  it('does not let people vote on their own post and says why', async () => {
    await renderPost({ own: true });
    for (const name of ['Vote up', 'Vote down']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'You cannot vote on your own post',
      );
    }
  });
});

/** The cached post's score, as the other views of the post read it. */
function CachedScore() {
  const { data } = useGetPostQuery(1);
  return <p data-testid="cached-score">{data?.score}</p>;
}
const cachedScore = () => screen.getByTestId('cached-score');
const renderWithCachedScore = (post: Partial<Post>) =>
  renderPost(
    post,
    <>
      <Harness />
      <CachedScore />
    </>,
  );

describe('PostView votes in the frame', () => {
  it('shows the vote in the control at the click and patches the cache after the frame', async () => {
    const held = createDeferred();
    const seen: SeenRequest[] = [];
    await renderWithCachedScore({ score: 3 });
    server.use(
      upvotePostHandler({ hold: held.promise, onRequest: r => seen.push(r) }),
    );

    fireEvent.click(voteUp());
    // The click rendered the control alone: the cache and the server wait.
    expect(score()).toHaveTextContent('4 votes');
    expect(voteUp()).toHaveAttribute('aria-pressed', 'true');
    expect(voteUp()).toBeDisabled();
    expect(cachedScore()).toHaveTextContent('3');
    expect(seen).toHaveLength(0);

    await waitFor(() => expect(cachedScore()).toHaveTextContent('4'));
    await waitFor(() => expect(seen).toHaveLength(1));
    // The control now shows the cache's value, still disabled in flight.
    expect(score()).toHaveTextContent('4 votes');
    expect(voteUp()).toBeDisabled();
    held.release();
    await waitFor(() => expect(voteUp()).toBeEnabled());
  });

  it('rolls back the control and the cache when the server refuses', async () => {
    const { extra } = await renderWithCachedScore({ score: 3 });
    server.use(upvotePostHandler({ status: 500 }));

    fireEvent.click(voteUp());
    expect(score()).toHaveTextContent('4 votes');
    await waitFor(() => expect(extra.alertApi.post).toHaveBeenCalled());
    await waitFor(() => expect(score()).toHaveTextContent('3 votes'));
    expect(cachedScore()).toHaveTextContent('3');
    expect(voteUp()).toHaveAttribute('aria-pressed', 'false');
    expect(voteUp()).toBeEnabled();
  });

  it('sends one vote for a double click', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderWithCachedScore({ score: 3 });
    server.use(upvotePostHandler({ onRequest: r => seen.push(r) }));

    await user.dblClick(voteUp());
    await waitFor(() => expect(voteUp()).toBeEnabled());
    expect(seen).toHaveLength(1);
    expect(score()).toHaveTextContent('4 votes');
    expect(cachedScore()).toHaveTextContent('4');
  });

  it('takes no other vote while one is pending, and the next one after it', async () => {
    const held = createDeferred();
    const seen: SeenRequest[] = [];
    await renderWithCachedScore({ score: 3 });
    server.use(
      upvotePostHandler({ hold: held.promise, onRequest: r => seen.push(r) }),
      downvotePostHandler({ onRequest: r => seen.push(r) }),
    );
    const voteDown = () => screen.getByRole('button', { name: 'Vote down' });

    fireEvent.click(voteUp());
    fireEvent.click(voteDown());
    await waitFor(() => expect(seen).toHaveLength(1));
    // In flight now: the buttons stay disabled.
    expect(voteDown()).toBeDisabled();
    fireEvent.click(voteDown());
    expect(score()).toHaveTextContent('4 votes');
    held.release();
    await waitFor(() => expect(voteDown()).toBeEnabled());
    expect(seen.map(r => r.url.pathname.split('/').pop())).toEqual(['upvote']);

    // Up to down moves the score by two, shown at once.
    fireEvent.click(voteDown());
    expect(score()).toHaveTextContent('2 votes');
    await waitFor(() => expect(seen).toHaveLength(2));
    await waitFor(() => expect(voteDown()).toBeEnabled());
    expect(seen[1].url.pathname).toMatch(/\/downvote$/);
    expect(cachedScore()).toHaveTextContent('2');
  });
});

describe('PostView actions', () => {
  it('toggles the favourite at once and reports it to analytics', async () => {
    const analytics = mockApis.analytics.mock();
    const { user } = await renderPost(
      { favorite: false },
      <TestApiProvider apis={[[analyticsApiRef, analytics]]}>
        <Harness />
      </TestApiProvider>,
    );
    const held = createDeferred();
    server.use(favoritePostHandler({ hold: held.promise }));

    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(
      await screen.findByRole('button', { name: 'Remove from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    held.release();
    expect(analytics.captureEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'favorite',
        subject: 'How do I configure the catalog?',
      }),
    );
  });

  it("shows Copy link, Follow and Flag under someone else's post, and no Edit, Delete or menu when the server allows neither", async () => {
    await renderPost({ canEdit: false, canDelete: false });
    expect(
      within(actionsGroup()).getByRole('button', { name: 'Add to favorites' }),
    ).toBeInTheDocument();
    expect(rowActions()).toEqual(['Copy link', 'Follow', 'Flag']);
    // Nothing rarer is allowed: no "More actions" button at all.
    expect(moreActions()).toBeNull();
  });

  it('shows Edit on an editable post and keeps Delete in the menu; no Flag on one’s own post', async () => {
    const { user } = await renderPost({
      own: true,
      canEdit: true,
      canDelete: true,
    });
    expect(rowActions()).toEqual(['Copy link', 'Edit', 'Follow']);
    expect(await openActions(user)).toEqual(['Delete']);
  });

  it('offers no Follow, Flag or Delete on a deleted post', async () => {
    await renderPost({ status: 'deleted' });
    expect(rowActions()).toEqual(['Copy link', 'Edit']);
    expect(moreActions()).toBeNull();
  });

  it('opens the flag dialog from the visible Flag', async () => {
    const { user } = await renderPost({ own: false });
    await user.click(
      within(actionsGroup()).getByRole('button', { name: 'Flag' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Flag this post' }),
    ).toBeInTheDocument();
  });

  it('copies the absolute address of the post', async () => {
    const { user } = await renderPost();
    // user-event's clipboard stub is installed by then; spy on it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(
      within(actionsGroup()).getByRole('button', { name: 'Copy link' }),
    );
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/questions/1`,
    );
    expect(within(actionsGroup()).getByText('Link copied')).toBeInTheDocument();
  });

  it('opens the edit page from the visible Edit link', async () => {
    const { user } = await renderPost(
      { canEdit: true, canDelete: false },
      <Routes>
        <Route path="/questions/:id" element={<Harness />} />
        <Route path="/questions/:id/edit" element={<p>Edit form</p>} />
      </Routes>,
    );
    const edit = within(actionsGroup()).getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/questions/1/edit');
    await user.click(edit);
    expect(await screen.findByText('Edit form')).toBeInTheDocument();
  });

  it('asks for a reason, deletes, and returns to the list, which confirms', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderDeletable({ own: true });
    server.use(deletePostHandler({ onRequest: r => seen.push(r) }));

    await chooseAction(user, 'Delete');
    const dialog = screen.getByRole('dialog', {
      name: 'Delete this question?',
    });
    await user.type(
      within(dialog).getByLabelText('Reason (optional)'),
      'Duplicate of #2',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete question' }),
    );

    expect(await screen.findByText('All questions')).toBeInTheDocument();
    expect(seen[0].method).toBe('DELETE');
    expect(seen[0].body).toEqual({ reason: 'Duplicate of #2' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Question deleted',
    );
    // Only moderators restore; an author deleting their own post cannot.
    expect(
      screen.queryByRole('button', { name: 'Undo' }),
    ).not.toBeInTheDocument();
  });

  it("lets a moderator who deleted someone else's post undo it", async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderDeletable({ own: false, type: 'article' });
    server.use(
      deletePostHandler(),
      restorePostHandler({ onRequest: r => seen.push(r) }),
    );

    await deleteFromMenu(user, 'Delete article');
    // Back to the list of the deleted post's type.
    expect(await screen.findByText('All articles')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Article deleted');
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Article restored')).toBeInTheDocument();
    expect(seen[0].url.pathname).toMatch(/\/posts\/1\/restore$/);
  });

  it('says so when Undo fails', async () => {
    const { user } = await renderDeletable({ own: false });
    server.use(
      deletePostHandler(),
      restorePostHandler({ status: 403, body: errorsBody('Not allowed') }),
    );

    await deleteFromMenu(user, 'Delete question');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to restore post: Not allowed',
    );
  });

  it('keeps the dialog open with the error when deleting fails', async () => {
    const { user } = await renderPost({ canDelete: true });
    server.use(
      deletePostHandler({ status: 403, body: errorsBody('Not allowed') }),
    );
    await chooseAction(user, 'Delete');
    const dialog = screen.getByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete question' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not delete the post: Not allowed',
    );
  });

  it('shows deleted posts with the reason and restores them', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderPost({
      status: 'deleted',
      deleteReason: 'Spam',
    });
    expect(
      screen.getByText('This post was deleted. Only moderators can see it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Spam')).toBeInTheDocument();

    server.use(
      // The reread after restoring sees the post active again.
      getPostHandler({ body: makePost({ answers: [], comments: [] }) }),
      restorePostHandler({ onRequest: r => seen.push(r) }),
    );
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(screen.queryByText('Reason: Spam')).not.toBeInTheDocument(),
    );
    expect(seen[0].url.pathname).toMatch(/\/posts\/1\/restore$/);
  });

  it('tells the author a moderator deleted their post and why, with nothing to change', async () => {
    await renderPost({
      status: 'deleted',
      deleteReason: 'Off topic for Agora',
      own: true,
      canEdit: false,
      canDelete: false,
    });
    expect(
      screen.getByText(
        'This post was deleted by a moderator. Only you and moderators can see it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Off topic for Agora')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Restore' }),
    ).not.toBeInTheDocument();
    expect(rowActions()).toEqual(['Copy link']);
    expect(moreActions()).toBeNull();
  });

  it('tells an author who deleted their own post so', async () => {
    await renderPost({
      status: 'deleted',
      deleteReason: 'Asked twice',
      deletedBy: 'user:default/jane',
      own: true,
      canEdit: false,
      canDelete: false,
    });
    expect(
      screen.getByText(
        'You deleted this post. Only you and moderators can see it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Asked twice')).toBeInTheDocument();
  });
});

describe('PostView related entities', () => {
  it('lists the entities under a visible "Related:" label that names the list', async () => {
    await renderPost({
      tags: ['yaml'],
      entities: ['component:default/payments', 'group:default/team-a'],
    });
    const related = screen.getByRole('list', { name: 'Related:' });
    expect(screen.getByText('Related:')).toBeVisible();
    expect(
      within(related)
        .getAllByRole('link')
        .map(link => link.textContent),
    ).toEqual(['payments', 'team-a']);
    // Tags keep their own list.
    expect(screen.getByRole('list', { name: 'Tags' })).not.toBe(related);
  });
});
