import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Post } from '../../api/types';
import { makePost } from '../../testing/fixtures/posts';
import { errorsBody, type SeenRequest } from '../../testing/handlers/http';
import {
  closeAsDuplicateHandler,
  reopenQuestionHandler,
} from '../../testing/handlers/duplicates';
import { getPostHandler, getPostsHandler } from '../../testing/handlers/posts';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { useGetPostQuery } from '../posts/postsApi';
import { PostView } from '../posts/PostView';
import { POST_TYPE_PARTS } from '../posts/postTypeParts';
import { PostTitle } from '../posts/PostListItem/PostTitle';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const original = {
  id: 2,
  title: 'How do I roll back a release?',
  closedBy: 'user:default/mod',
  closed: '2024-05-02T10:00:00.000Z',
};
const closedPost = (overrides: Partial<Post> = {}) =>
  makePost({
    answers: [],
    comments: [],
    duplicateOf: original,
    canAnswer: false,
    ...overrides,
  });

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

describe('a question closed as a duplicate', () => {
  it('links to its original, names who closed it, and takes no answers', async () => {
    await renderQuestion(closedPost());
    const banner = screen.getByText(
      'This question has an answer here:',
    ).parentElement!;
    expect(
      within(banner).getByRole('link', { name: original.title }),
    ).toHaveAttribute('href', '/questions/2');
    expect(within(banner).getByRole('link', { name: 'mod' })).toBeVisible();
    // Reopen is for those who may close.
    expect(within(banner).queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(
      screen.getByText(/closed as a duplicate, so it takes no new answers/),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /answer/i })).toBeNull();
  });

  it('reopens for someone who may, and says why when the server refuses', async () => {
    const { user } = await renderQuestion(closedPost({ canClose: true }));
    server.use(
      reopenQuestionHandler({
        status: 403,
        body: errorsBody('You may not close or reopen this question'),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You may not close or reopen this question',
    );
    expect(screen.getByText('This question has an answer here:')).toBeVisible();

    // Allowed now: the question is read again, open.
    const seen: SeenRequest[] = [];
    server.use(
      reopenQuestionHandler({
        onRequest: request => {
          seen.push(request);
          server.use(
            getPostHandler({
              body: makePost({ answers: [], comments: [], canClose: true }),
            }),
          );
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(
        screen.queryByText('This question has an answer here:'),
      ).toBeNull(),
    );
    expect(seen.map(r => [r.method, r.url.pathname])).toEqual([
      ['DELETE', expect.stringMatching(/\/posts\/1\/duplicate$/)],
    ]);
  });
});

describe('closing a question as a duplicate', () => {
  const candidates = {
    posts: [
      makePost({ id: 1 }), // the question itself: not offered
      makePost({ id: 3, title: 'Rollbacks, closed', duplicateOf: original }),
      makePost({ id: 2, title: original.title }),
      makePost({ id: 4, title: 'Undo a deploy' }),
    ],
    total: 4,
  };

  async function openDialog() {
    const view = await renderQuestion(
      makePost({ answers: [], comments: [], canClose: true }),
    );
    const searches: SeenRequest[] = [];
    server.use(
      getPostsHandler({
        body: candidates,
        onRequest: request => searches.push(request),
      }),
    );
    await view.user.click(
      screen.getByRole('button', { name: 'More actions for this post' }),
    );
    await view.user.click(
      screen.getByRole('menuitem', { name: 'Close as duplicate' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Close as a duplicate',
    });
    return { ...view, dialog, searches };
  }

  it('is not offered to those who may not close', async () => {
    const { user } = await renderQuestion(
      makePost({ answers: [], comments: [], canClose: false, canEdit: true }),
    );
    await user.click(
      screen.getByRole('button', { name: 'More actions for this post' }),
    );
    expect(
      screen.queryByRole('menuitem', { name: 'Close as duplicate' }),
    ).toBeNull();
  });

  it('offers open questions found by search, and closes the question as a duplicate of the pick', async () => {
    const { user, dialog, searches } = await openDialog();
    // The search box is named, and starts from the question's own title.
    expect(
      within(dialog).getByRole('textbox', { name: 'Search questions' }),
    ).toHaveValue(makePost().title);
    const group = within(dialog).getByRole('radiogroup', {
      name: 'Possible originals',
    });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('radio')
          .map(radio => radio.closest('label')?.textContent),
      ).toEqual([original.title, 'Undo a deploy']),
    );
    // Best match first, one more than shown: the question finds itself.
    expect(searches.map(r => r.body)).toEqual([
      {
        searchQuery: makePost().title,
        type: 'question',
        limit: 6,
        orderBy: 'relevance',
      },
    ]);
    // Nothing picked yet: said, nothing sent.
    await user.click(
      within(dialog).getByRole('button', { name: 'Close as duplicate' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Pick the original question first.',
    );

    const seen: SeenRequest[] = [];
    server.use(
      closeAsDuplicateHandler({
        onRequest: request => {
          seen.push(request);
          server.use(getPostHandler({ body: closedPost({ canClose: true }) }));
        },
      }),
    );
    await user.click(
      within(group).getByRole('radio', { name: original.title }),
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Close as duplicate' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.map(r => r.body)).toEqual([{ originalId: 2 }]);
    expect(
      await screen.findByText('This question has an answer here:'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeVisible();
  });

  it("keeps the dialog and the pick when the server refuses, with the server's reason", async () => {
    const { user, dialog } = await openDialog();
    server.use(
      closeAsDuplicateHandler({
        status: 400,
        body: errorsBody('The original is itself closed as a duplicate'),
      }),
    );
    await user.click(
      await within(dialog).findByRole('radio', { name: 'Undo a deploy' }),
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Close as duplicate' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The original is itself closed as a duplicate',
    );
    expect(
      within(dialog).getByRole('radio', { name: 'Undo a deploy' }),
    ).toBeChecked();
  });
});

describe('in lists', () => {
  it('marks a question closed as a duplicate', async () => {
    await renderAgora(<PostTitle post={closedPost()} />);
    expect(screen.getByText('Duplicate')).toBeVisible();
  });

  it('marks nothing on an open question', async () => {
    await renderAgora(<PostTitle post={makePost()} />);
    expect(screen.queryByText('Duplicate')).toBeNull();
  });
});
