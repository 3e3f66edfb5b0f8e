import { configure, screen, waitFor, within } from '@testing-library/react';
import type { FlaggedItem } from '../../api/types';
import { makePost } from '../../testing/fixtures/posts';
import { deleteAnswerHandler } from '../../testing/handlers/answers';
import {
  deleteAnswerCommentHandler,
  deletePostCommentHandler,
} from '../../testing/handlers/comments';
import { closeAsDuplicateHandler } from '../../testing/handlers/duplicates';
import {
  getFlaggedItemsHandler,
  makeFlaggedItem,
  resolveFlagsHandler,
} from '../../testing/handlers/flags';
import {
  createDeferred,
  errorsBody,
  type SeenRequest,
} from '../../testing/handlers/http';
import {
  deletePostHandler,
  getPostsHandler,
} from '../../testing/handlers/posts';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { FlaggedItems } from './FlaggedItems';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const EXCERPT = 'Buy cheap cloud credits here';
const flaggedQuestion = makeFlaggedItem({ kind: 'post', id: 1, postId: 1 });

async function renderQueue(items: FlaggedItem[]) {
  server.use(getFlaggedItemsHandler({ body: { items, total: items.length } }));
  const view = await renderAgora(<FlaggedItems />);
  await screen.findByText(EXCERPT);
  return view;
}

const button = (name: string) =>
  screen.getByRole('button', {
    name: `${name}: How do I configure the catalog?`,
  });

describe('closing a flagged question as a duplicate', () => {
  async function closeAsDuplicateOf(items: FlaggedItem[], title: string) {
    const view = await renderQueue(items);
    server.use(
      getPostsHandler({
        body: {
          posts: [makePost({ id: 1 }), makePost({ id: 4, title })],
          total: 2,
        },
      }),
    );
    await view.user.click(button('Close as duplicate'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Close as a duplicate',
    });
    await view.user.click(
      await within(dialog).findByRole('radio', { name: title }),
    );
    await view.user.click(
      within(dialog).getByRole('button', { name: 'Close as duplicate' }),
    );
    return { ...view, dialog };
  }

  it('closes the question with the shared dialog, then resolves its flags as closed', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      closeAsDuplicateHandler({ onRequest: request => seen.push(request) }),
      resolveFlagsHandler({ onRequest: request => seen.push(request) }),
    );
    await closeAsDuplicateOf([flaggedQuestion], 'Undo a deploy');
    await waitFor(() => expect(screen.queryByText(EXCERPT)).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.map(r => [r.method, r.url.pathname, r.body])).toEqual([
      [
        'PUT',
        expect.stringMatching(/\/posts\/1\/duplicate$/),
        { originalId: 4 },
      ],
      [
        'POST',
        expect.stringMatching(/\/flags\/resolve$/),
        { kind: 'post', id: 1, resolution: 'closed' },
      ],
    ]);
  });

  it('keeps the dialog with the server’s reason and resolves nothing when closing fails', async () => {
    const resolved: SeenRequest[] = [];
    server.use(
      closeAsDuplicateHandler({
        status: 400,
        body: errorsBody('The original is itself closed as a duplicate'),
      }),
      resolveFlagsHandler({ onRequest: request => resolved.push(request) }),
    );
    const { dialog } = await closeAsDuplicateOf(
      [flaggedQuestion],
      'Undo a deploy',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The original is itself closed as a duplicate',
    );
    expect(resolved).toEqual([]);
    expect(screen.getByText(EXCERPT)).toBeInTheDocument();
  });

  it('takes the item out at once, and puts it back with an alert when resolving fails', async () => {
    const held = createDeferred();
    server.use(
      closeAsDuplicateHandler(),
      resolveFlagsHandler({ status: 500, hold: held.promise }),
    );
    const { extra } = await closeAsDuplicateOf(
      [flaggedQuestion],
      'Undo a deploy',
    );
    await waitFor(() => expect(screen.queryByText(EXCERPT)).toBeNull());
    held.release();
    expect(await screen.findByText(EXCERPT)).toBeVisible();
    await waitFor(() =>
      expect(extra.alertApi.post).toHaveBeenCalledWith(
        expect.objectContaining({
          message: expect.stringMatching(/^Failed to resolve flags/),
          severity: 'error',
        }),
      ),
    );
  });

  it.each([
    ['answers', makeFlaggedItem()],
    ['comments', makeFlaggedItem({ kind: 'comment', id: 21 })],
    ['articles', makeFlaggedItem({ kind: 'post', id: 1, postType: 'article' })],
  ])('is not offered on %s', async (_, item) => {
    await renderQueue([item]);
    expect(button('Dismiss')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: /^Close as duplicate/ }),
    ).toBeNull();
  });
});

describe('deleting a flagged item with a reason', () => {
  async function deleteWith(items: FlaggedItem[], reason?: string) {
    const view = await renderQueue(items);
    await view.user.click(button('Delete'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete this flagged content?',
    });
    if (reason)
      await view.user.type(
        within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
        reason,
      );
    await view.user.click(
      within(dialog).getByRole('button', { name: 'Delete' }),
    );
    return { ...view, dialog };
  }

  it.each([
    ['a post', flaggedQuestion, deletePostHandler, /\/posts\/1$/],
    [
      'an answer',
      makeFlaggedItem(),
      deleteAnswerHandler,
      /\/posts\/1\/answers\/7$/,
    ],
  ])(
    'deletes %s with the reason, then resolves its flags as deleted',
    async (_, item, handler, path) => {
      const seen: SeenRequest[] = [];
      server.use(
        handler({ onRequest: request => seen.push(request) }),
        resolveFlagsHandler({ onRequest: request => seen.push(request) }),
      );
      await deleteWith([item], 'Advertising');
      await waitFor(() => expect(seen).toHaveLength(2));
      expect(seen.map(r => [r.method, r.url.pathname, r.body])).toEqual([
        ['DELETE', expect.stringMatching(path), { reason: 'Advertising' }],
        [
          'POST',
          expect.stringMatching(/\/flags\/resolve$/),
          { kind: item.kind, id: item.id, resolution: 'deleted' },
        ],
      ]);
      await waitFor(() => expect(screen.queryByText(EXCERPT)).toBeNull());
    },
  );

  it.each([
    [
      'the post',
      makeFlaggedItem({ kind: 'comment', id: 21 }),
      deletePostCommentHandler,
      /\/posts\/1\/comments\/21$/,
    ],
    [
      'an answer',
      makeFlaggedItem({ kind: 'comment', id: 21, answerId: 7 }),
      deleteAnswerCommentHandler,
      /\/posts\/1\/answers\/7\/comments\/21$/,
    ],
  ])(
    'deletes a comment on %s with the reason, then resolves its flags as deleted',
    async (_, item, handler, path) => {
      const seen: SeenRequest[] = [];
      server.use(
        handler({ onRequest: request => seen.push(request) }),
        resolveFlagsHandler({ onRequest: request => seen.push(request) }),
      );
      await deleteWith([item], 'Advertising');
      await waitFor(() => expect(seen).toHaveLength(2));
      expect(seen.map(r => [r.method, r.url.pathname, r.body])).toEqual([
        ['DELETE', expect.stringMatching(path), { reason: 'Advertising' }],
        [
          'POST',
          expect.stringMatching(/\/flags\/resolve$/),
          { kind: 'comment', id: 21, resolution: 'deleted' },
        ],
      ]);
      await waitFor(() => expect(screen.queryByText(EXCERPT)).toBeNull());
    },
  );

  it('deletes a comment without a reason when none is given', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      deletePostCommentHandler({ onRequest: request => seen.push(request) }),
      resolveFlagsHandler(),
    );
    await deleteWith([makeFlaggedItem({ kind: 'comment', id: 21 })]);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].body).toEqual({});
  });

  it('keeps the dialog with the server’s reason and resolves nothing when a comment’s delete is refused', async () => {
    const resolved: SeenRequest[] = [];
    server.use(
      deletePostCommentHandler({
        status: 400,
        body: errorsBody('Too big: expected string to have <=2000 characters'),
      }),
      resolveFlagsHandler({ onRequest: request => resolved.push(request) }),
    );
    const { dialog } = await deleteWith(
      [makeFlaggedItem({ kind: 'comment', id: 21 })],
      'Spam',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete: Too big: expected string to have <=2000 characters',
    );
    expect(resolved).toEqual([]);
    expect(screen.getByText(EXCERPT)).toBeInTheDocument();
  });

  it('puts the deleted item back in the queue with an alert when resolving fails', async () => {
    const held = createDeferred();
    server.use(
      deleteAnswerHandler(),
      resolveFlagsHandler({ status: 500, hold: held.promise }),
    );
    const { extra } = await deleteWith([makeFlaggedItem()], 'Spam');
    await waitFor(() => expect(screen.queryByText(EXCERPT)).toBeNull());
    held.release();
    expect(await screen.findByText(EXCERPT)).toBeVisible();
    await waitFor(() => expect(extra.alertApi.post).toHaveBeenCalled());
  });
});
