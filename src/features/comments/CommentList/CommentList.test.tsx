import type { ReactElement } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { identityApiRef } from '@backstage/core-plugin-api';
import { mockApis, TestApiProvider } from '@backstage/test-utils';
import { FLAG_ERRORS, LIMITS, type Comment } from '../../../api/types';
import {
  makeAnswer,
  makeComment,
  makePost,
} from '../../../testing/fixtures/posts';
import {
  commentAnswerHandler,
  commentPostHandler,
  deleteAnswerCommentHandler,
  deletePostCommentHandler,
  updatePostCommentHandler,
} from '../../../testing/handlers/comments';
import { flagCommentHandler } from '../../../testing/handlers/flags';
import { errorsBody, type SeenRequest } from '../../../testing/handlers/http';
import { getPostHandler } from '../../../testing/handlers/posts';
import { setupMswServer } from '../../../testing/mswServer';
import { memoryStorage } from '../../../testing/memoryStorage';
import {
  renderAgora,
  type RenderAgoraOptions,
} from '../../../testing/renderAgora';
import { DRAFTS_KEY } from '../../../state/draftsStorage';
import { useGetPostQuery } from '../../posts/postsApi';
import { CommentList } from './CommentList';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

/** The comments of question 1, or of its answer 11, from the real cache. */
function Harness({ onAnswer }: { onAnswer?: boolean }) {
  const { data } = useGetPostQuery(1);
  if (!data) return null;
  return onAnswer ? (
    <CommentList
      comments={data.answers?.[0]?.comments ?? []}
      postId={1}
      answerId={11}
    />
  ) : (
    <CommentList comments={data.comments ?? []} postId={1} />
  );
}

const withComments = (comments: Comment[]) =>
  makePost({ comments, answers: [makeAnswer({ id: 11, comments: [] })] });

/** As the signed-in `me`, when given. */
const signedIn = (me: string | undefined, ui: ReactElement) =>
  me ? (
    <TestApiProvider
      apis={[[identityApiRef, mockApis.identity({ userEntityRef: me })]]}
    >
      {ui}
    </TestApiProvider>
  ) : (
    ui
  );

async function renderComments(
  comments: Comment[],
  onAnswer = false,
  /** The signed-in user, when the test needs one. */
  me?: string,
  options: RenderAgoraOptions = {},
) {
  server.use(getPostHandler({ body: withComments(comments) }));
  const view = await renderAgora(
    signedIn(me, <Harness onAnswer={onAnswer} />),
    { route: '/questions/1', ...options },
  );
  // The form's button, or the form itself with a restored draft.
  await screen.findByRole('button', { name: /^Add (a )?comment$/ });
  return view;
}

type User = Awaited<ReturnType<typeof renderComments>>['user'];

async function chooseAction(user: User, action: string) {
  await user.click(
    screen.getByRole('button', { name: 'More actions for this comment' }),
  );
  await user.click(screen.getByRole('menuitem', { name: action }));
  await waitFor(() =>
    expect(screen.queryByRole('menu')).not.toBeInTheDocument(),
  );
}

describe('CommentList', () => {
  it('adds a comment to the post and shows it', async () => {
    const seen: SeenRequest[] = [];
    const { user, analytics } = await renderComments([]);
    server.use(
      commentPostHandler({ onRequest: r => seen.push(r) }),
      getPostHandler({
        body: withComments([makeComment({ content: 'Which version?' })]),
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Add a comment' }));
    await user.type(
      screen.getByRole('textbox', { name: /Comment/ }),
      'Which version?',
    );
    await user.click(screen.getByRole('button', { name: 'Add comment' }));

    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getByText('Which version?')).toBeInTheDocument();
    expect(seen[0].url.pathname).toMatch(/\/posts\/1\/comments$/);
    expect(seen[0].body).toEqual({ content: 'Which version?' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(analytics.captureEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'comment',
        subject: 'post',
        attributes: { postId: 1 },
      }),
    );
  });

  it('keeps the text and shows the error inline when adding fails', async () => {
    const { user } = await renderComments([]);
    server.use(
      commentPostHandler({ status: 400, body: errorsBody('Too long') }),
    );

    await user.click(screen.getByRole('button', { name: 'Add a comment' }));
    await user.type(
      screen.getByRole('textbox', { name: /Comment/ }),
      'My words',
    );
    await user.click(screen.getByRole('button', { name: 'Add comment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to comment post: Too long',
    );
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue(
      'My words',
    );
  });

  it('comments on an answer through the answer routes', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderComments([], true);
    server.use(
      commentAnswerHandler({ onRequest: r => seen.push(r) }),
      getPostHandler(),
    );

    await user.click(screen.getByRole('button', { name: 'Add a comment' }));
    await user.type(
      screen.getByRole('textbox', { name: /Comment/ }),
      'Works for me',
    );
    await user.click(screen.getByRole('button', { name: 'Add comment' }));

    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].url.pathname).toMatch(/\/posts\/1\/answers\/11\/comments$/);
  });

  it('edits one of your comments', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderComments([
      makeComment({ id: 21, content: 'Typo hre', canEdit: true }),
    ]);
    server.use(
      updatePostCommentHandler({ onRequest: r => seen.push(r) }),
      getPostHandler(),
    );

    await chooseAction(user, 'Edit');
    const field = screen.getByRole('textbox', { name: /Comment/ });
    expect(field).toHaveValue('Typo hre');
    await user.clear(field);
    await user.type(field, 'Typo here');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].url.pathname).toMatch(/\/posts\/1\/comments\/21$/);
    expect(seen[0].body).toEqual({ content: 'Typo here' });
  });

  it('deletes a comment after confirmation', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await renderComments([
      makeComment({ id: 21, canDelete: true }),
    ]);
    server.use(
      deletePostCommentHandler({ onRequest: r => seen.push(r) }),
      getPostHandler({ body: withComments([]) }),
    );

    await chooseAction(user, 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    expect(seen).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete comment' }),
    );

    await waitFor(() =>
      expect(screen.queryByText('Thanks!')).not.toBeInTheDocument(),
    );
    expect(seen[0].method).toBe('DELETE');
    expect(seen[0].url.pathname).toMatch(/\/posts\/1\/comments\/21$/);
  });

  it("asks a moderator's reason for deleting someone else's comment, on a post and on an answer", async () => {
    for (const onAnswer of [false, true]) {
      const seen: SeenRequest[] = [];
      const comment = makeComment({
        id: 21,
        author: 'user:default/jane',
        canDelete: true,
        ...(onAnswer ? { answerId: 11 } : {}),
      });
      server.use(
        getPostHandler({
          body: onAnswer
            ? makePost({
                answers: [makeAnswer({ id: 11, comments: [comment] })],
              })
            : withComments([comment]),
        }),
      );
      const { user, unmount } = await renderAgora(
        <TestApiProvider
          apis={[
            [
              identityApiRef,
              mockApis.identity({ userEntityRef: 'user:default/mod' }),
            ],
          ]}
        >
          <Harness onAnswer={onAnswer} />
        </TestApiProvider>,
        { route: '/questions/1' },
      );
      await screen.findByText('Thanks!');
      server.use(
        (onAnswer ? deleteAnswerCommentHandler : deletePostCommentHandler)({
          onRequest: r => seen.push(r),
        }),
      );
      await chooseAction(user, 'Delete');
      const dialog = screen.getByRole('dialog', {
        name: 'Delete this comment?',
      });
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
        ' Off topic ',
      );
      await user.click(
        within(dialog).getByRole('button', { name: 'Delete comment' }),
      );
      await waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0].method).toBe('DELETE');
      expect(seen[0].url.pathname).toMatch(
        onAnswer
          ? /\/posts\/1\/answers\/11\/comments\/21$/
          : /\/posts\/1\/comments\/21$/,
      );
      expect(seen[0].body).toEqual({ reason: 'Off topic' });
      unmount();
    }
  });

  it('asks no reason for deleting one’s own comment', async () => {
    const { user } = await renderComments(
      [makeComment({ id: 21, author: 'user:default/jane', canDelete: true })],
      false,
      'user:default/jane',
    );
    await chooseAction(user, 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('keeps the delete dialog open with the server’s reason when deleting fails', async () => {
    const { user } = await renderComments([
      makeComment({ id: 21, canDelete: true }),
    ]);
    server.use(
      deletePostCommentHandler({
        status: 403,
        body: errorsBody(
          'Only the author or a moderator can delete this comment',
        ),
      }),
    );
    await chooseAction(user, 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete comment' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not delete the comment',
    );
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
  });

  it('offers only Flag and Copy link on comments the user may not change', async () => {
    const { user } = await renderComments([
      makeComment({ id: 21, canEdit: false, canDelete: false }),
    ]);
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'More actions for this comment' }),
    );
    expect(
      screen.getAllByRole('menuitem').map(item => item.textContent),
    ).toEqual(['Flag', 'Copy link']);
  });

  it('offers Flag on someone else’s comment a moderator may edit, and flags it', async () => {
    const { user } = await renderComments(
      [
        makeComment({
          id: 21,
          author: 'user:default/jane',
          canEdit: true,
          canDelete: true,
        }),
      ],
      false,
      'user:default/mod',
    );
    const seen: SeenRequest[] = [];
    server.use(flagCommentHandler({ onRequest: r => seen.push(r) }));
    await user.click(
      screen.getByRole('button', { name: 'More actions for this comment' }),
    );
    expect(
      screen.getAllByRole('menuitem').map(item => item.textContent),
    ).toEqual(['Edit', 'Delete', 'Flag', 'Copy link']);
    await user.click(screen.getByRole('menuitem', { name: 'Flag' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Flag this comment',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Flag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.map(r => [r.url.pathname, r.body])).toEqual([
      [
        expect.stringMatching(/\/posts\/1\/comments\/21\/flags$/),
        { reason: 'offensive' },
      ],
    ]);
    expect(
      screen.getByText('Thanks: a moderator will look at it.'),
    ).toBeVisible();
  });

  it('keeps the flag dialog with the server’s reason when flagging a comment fails', async () => {
    const { user } = await renderComments(
      [makeComment({ id: 21, canEdit: true })],
      false,
      'user:default/mod',
    );
    server.use(
      flagCommentHandler({
        status: 400,
        body: errorsBody(FLAG_ERRORS.alreadyFlagged),
      }),
    );
    await chooseAction(user, 'Flag');
    const dialog = screen.getByRole('dialog', { name: 'Flag this comment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Flag' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      FLAG_ERRORS.alreadyFlagged,
    );
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
    expect(
      screen.queryByText('Thanks: a moderator will look at it.'),
    ).toBeNull();
  });

  it('does not offer Flag on one’s own comment', async () => {
    const { user } = await renderComments(
      [makeComment({ id: 21, author: 'user:default/jane', canEdit: true })],
      false,
      'user:default/Jane',
    );
    await user.click(
      screen.getByRole('button', { name: 'More actions for this comment' }),
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('menuitem').map(item => item.textContent),
      ).toEqual(['Edit', 'Copy link']),
    );
  });

  it("copies the comment's address on the page showing it", async () => {
    const { user } = await renderComments([makeComment({ id: 21 })]);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await chooseAction(user, 'Copy link');
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/questions/1#comment_21`,
    );
    expect(document.getElementById('comment_21')).toHaveTextContent(
      'Link copied',
    );
  });

  it.each([
    ['the post', false],
    ['an answer', true],
  ])(
    'writes comments on %s with the markdown editor, focused and previewable',
    async (_, onAnswer) => {
      const { user } = await renderComments([], onAnswer);
      await user.click(screen.getByRole('button', { name: 'Add a comment' }));
      const box = screen.getByRole('textbox', { name: /Comment/ });
      expect(box).toHaveFocus();
      // The shared editor's formatting, not a plain text box.
      await user.click(screen.getByRole('button', { name: /Bold/ }));
      expect(box).toHaveValue('**bold text**');
      expect(
        screen.queryByRole('button', { name: /image/i }),
      ).not.toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Preview' }));
      expect(screen.getByText('bold text').tagName).toBe('STRONG');
    },
  );

  it('edits a comment in the same editor, starting from its text', async () => {
    const { user } = await renderComments([
      makeComment({ id: 21, content: 'Use `yarn`', canEdit: true }),
    ]);
    await chooseAction(user, 'Edit');
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue(
      'Use `yarn`',
    );
    expect(screen.getByRole('tab', { name: 'Write' })).toBeInTheDocument();
  });

  describe('a new comment’s draft', () => {
    const JANE = 'user:default/jane';
    const commentBox = () => screen.getByRole('textbox', { name: /Comment/ });
    // What a reload does first: the page is hidden, so drafts are written.
    const hidePage = () => window.dispatchEvent(new Event('pagehide'));

    it('survives a reload, back in the opened form, until it is posted', async () => {
      const storage = memoryStorage();
      const first = await renderComments([], false, JANE, { storage });
      await first.user.click(
        screen.getByRole('button', { name: 'Add a comment' }),
      );
      await first.user.type(commentBox(), 'Which version?');
      hidePage();
      first.unmount();

      const seen: SeenRequest[] = [];
      const second = await renderComments([], false, JANE, { storage });
      expect(
        await screen.findByRole('textbox', { name: /Comment/ }),
      ).toHaveValue('Which version?');
      // Put back, not asked for: the focus stays where it is.
      expect(commentBox()).not.toHaveFocus();
      server.use(
        commentPostHandler({ onRequest: r => seen.push(r) }),
        getPostHandler({
          body: withComments([makeComment({ content: 'Which version?' })]),
        }),
      );
      await second.user.click(
        screen.getByRole('button', { name: 'Add comment' }),
      );
      await screen.findByRole('button', { name: 'Add a comment' });
      expect(seen.map(r => r.body)).toEqual([{ content: 'Which version?' }]);
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(second.store.getState().drafts).toEqual({});
      hidePage();
      expect(JSON.parse(storage.items.get(DRAFTS_KEY)!)).toEqual({});
    });

    it('is one per user and per post or answer', async () => {
      server.use(getPostHandler({ body: withComments([]) }));
      function BothLists() {
        const { data } = useGetPostQuery(1);
        if (!data) return null;
        return (
          <>
            <CommentList comments={[]} postId={1} />
            <CommentList comments={[]} postId={1} answerId={11} />
          </>
        );
      }
      await renderAgora(signedIn('user:default/bob', <BothLists />), {
        route: '/questions/1',
        preloadedState: {
          drafts: {
            'comment:post:1:user:default/jane': {
              values: { content: 'Jane on the post' },
              savedAt: Date.now(),
            },
            'comment:answer:11:user:default/bob': {
              values: { content: 'Bob on the answer' },
              savedAt: Date.now(),
            },
          },
        },
      });
      expect(
        await screen.findByRole('textbox', { name: /Comment/ }),
      ).toHaveValue('Bob on the answer');
      // Jane's, on the post, is not Bob's: the post's list only offers one.
      expect(screen.getAllByRole('textbox')).toHaveLength(1);
      expect(
        screen.getByRole('button', { name: 'Add a comment' }),
      ).toBeInTheDocument();
    });

    it('is thrown away by Cancel', async () => {
      const { user, store } = await renderComments([], true, JANE);
      await user.click(screen.getByRole('button', { name: 'Add a comment' }));
      await user.type(commentBox(), 'Never mind');
      expect(store.getState().drafts).toEqual({
        'comment:answer:11:user:default/jane': expect.objectContaining({
          values: { content: 'Never mind' },
        }),
      });
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(store.getState().drafts).toEqual({});
      await user.click(screen.getByRole('button', { name: 'Add a comment' }));
      expect(commentBox()).toHaveValue('');
    });

    it('is not sent over the limit, and stays', async () => {
      const seen = jest.fn();
      const long = 'x'.repeat(LIMITS.commentMaxLength + 1);
      const { user } = await renderComments([], false, JANE, {
        preloadedState: {
          drafts: {
            'comment:post:1:user:default/jane': {
              values: { content: long },
              savedAt: Date.now(),
            },
          },
        },
      });
      server.use(commentPostHandler({ onRequest: seen }));
      await screen.findByRole('textbox', { name: /Comment/ });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too long: at most 10,000 characters',
      );
      expect(screen.getByText('10,001 / 10,000 characters')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Add comment' }));
      expect(commentBox()).toHaveFocus();
      expect(commentBox()).toHaveValue(long);
      expect(seen).not.toHaveBeenCalled();
    });
  });
});
