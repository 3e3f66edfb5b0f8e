import { configure, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { identityApiRef } from '@backstage/core-plugin-api';
import { mockApis, TestApiProvider } from '@backstage/test-utils';
import { makeCollection } from '../../../testing/fixtures/collections';
import { makePost } from '../../../testing/fixtures/posts';
import {
  addPostToCollectionHandler,
  createCollectionHandler,
  getCollectionHandler,
  getCollectionsHandler,
  removePostFromCollectionHandler,
} from '../../../testing/handlers/collections';
import {
  createDeferred,
  errorsBody,
  type SeenRequest,
} from '../../../testing/handlers/http';
import {
  getPermissionsHandler,
  memberWithout,
  permissionsLoaded,
} from '../../../testing/handlers/permissions';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { postsApi } from '../../posts/postsApi';
import { AddToCollectionButton } from './AddToCollectionButton';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const post = makePost({ id: 2, title: 'Second' });
const mine = [
  makeCollection({ id: 5, title: 'Onboarding', posts: undefined }),
  makeCollection({ id: 6, title: 'Runbooks', posts: undefined }),
];

async function render() {
  const view = await renderAgora(
    <TestApiProvider
      apis={[
        [
          identityApiRef,
          mockApis.identity({ userEntityRef: 'user:default/Jane' }),
        ],
      ]}
    >
      <AddToCollectionButton post={post} />
    </TestApiProvider>,
  );
  // As on the post page, where the post is read before the dialog opens.
  view.store.dispatch(postsApi.util.upsertQueryData('getPost', post.id, post));
  return view;
}

/** Renders the post's button and opens its dialog. */
async function openDialog() {
  const view = await render();
  await view.user.click(
    screen.getByRole('button', { name: 'Add to collection' }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Add to collection',
  });
  return { ...view, dialog };
}

/** The dialog's first toggle, once the collection's posts are known. */
async function firstToggle(dialog: HTMLElement) {
  const box = (await within(dialog).findAllByRole('checkbox'))[0];
  await waitFor(() => expect(box).toBeEnabled());
  return box;
}

/** Collection 5 holds posts 1, 2 and 3 (the fixture); 6 holds only 1. */
const serveReads = (seen: SeenRequest[] = []) =>
  server.use(
    getCollectionsHandler({
      body: { collections: mine, total: 2 },
      onRequest: r => seen.push(r),
    }),
    getCollectionHandler(),
  );

describe('Add to collection', () => {
  it("lists the person's own collections with toggles showing where the post is", async () => {
    const seen: SeenRequest[] = [];
    serveReads(seen);
    const { dialog, container } = await openDialog();
    const onboarding = await within(dialog).findByRole('checkbox', {
      name: 'Onboarding',
    });
    expect(seen[0].body).toMatchObject({ owner: 'user:default/jane' });
    await waitFor(() => expect(onboarding).toBeEnabled());
    expect(onboarding).toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('adds and removes at click time and takes a refused change back', async () => {
    serveReads();
    const held = createDeferred();
    const seen: SeenRequest[] = [];
    server.use(
      removePostFromCollectionHandler({
        hold: held.promise,
        onRequest: r => seen.push(r),
        status: 500,
        body: errorsBody('nope'),
      }),
    );
    const { user, extra, dialog } = await openDialog();
    const box = await firstToggle(dialog);
    expect(box).toBeChecked();
    await user.click(box);
    // Unticked before the server answers.
    expect(box).not.toBeChecked();
    held.release();
    await waitFor(() => expect(box).toBeChecked());
    expect(seen[0].body).toEqual({ postId: 2 });
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to remove post from collection: nope',
      severity: 'error',
    });
  });

  it('ticks a collection the post is not in yet', async () => {
    serveReads();
    const held = createDeferred();
    server.use(
      getCollectionHandler({
        body: makeCollection({ posts: [makePost({ id: 1 })] }),
      }),
      addPostToCollectionHandler({ hold: held.promise }),
    );
    const { user, dialog } = await openDialog();
    const box = await firstToggle(dialog);
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    held.release();
  });

  it('offers no new collection to those who may not create collections', async () => {
    serveReads();
    server.use(
      getPermissionsHandler({ body: memberWithout('createCollection') }),
    );
    const { dialog, store } = await openDialog();
    await within(dialog).findByRole('checkbox', { name: 'Onboarding' });
    await permissionsLoaded(store);
    expect(
      within(dialog).queryByRole('button', { name: 'New collection…' }),
    ).not.toBeInTheDocument();
  });

  it('creates a new collection with the post in it', async () => {
    server.use(getCollectionsHandler({ body: { collections: [], total: 0 } }));
    const seen: SeenRequest[] = [];
    server.use(
      createCollectionHandler({ onRequest: r => seen.push(r) }),
      addPostToCollectionHandler({ onRequest: r => seen.push(r) }),
    );
    const { user } = await openDialog();
    expect(
      await screen.findByText('You have no collections yet.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New collection…' }));
    await user.type(
      screen.getByRole('textbox', { name: /Title of the new collection/ }),
      'Reading list',
    );
    await user.click(screen.getByRole('button', { name: 'Create and add' }));
    await waitFor(() =>
      expect(seen.map(r => [r.url.pathname, r.body])).toEqual([
        [expect.stringMatching(/\/collections$/), { title: 'Reading list' }],
        [expect.stringMatching(/\/collections\/50\/posts$/), { postId: 2 }],
      ]),
    );
    expect(
      await screen.findByRole('button', { name: 'New collection…' }),
    ).toBeInTheDocument();
  });
});
