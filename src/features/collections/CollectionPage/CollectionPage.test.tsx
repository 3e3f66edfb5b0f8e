import { configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { axe } from 'jest-axe';
import type { Collection } from '../../../api/types';
import { makeCollection } from '../../../testing/fixtures/collections';
import { makePost } from '../../../testing/fixtures/posts';
import {
  collectionServer,
  deleteCollectionHandler,
  getCollectionHandler,
  movePostInCollectionHandler,
} from '../../../testing/handlers/collections';
import { getFollowedCollectionsHandler } from '../../../testing/handlers/follows';
import {
  createDeferred,
  errorsBody,
  type SeenRequest,
} from '../../../testing/handlers/http';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { CollectionPage } from './CollectionPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const collection = makeCollection({
  title: 'Start here: deploying',
  description: 'Read these **in order**.',
  headerImage: 'https://images.example.com/deploy.png',
  posts: [
    makePost({ id: 1, title: 'First question' }),
    makePost({ id: 2, type: 'article', title: 'Second article' }),
    makePost({
      id: 3,
      type: 'link',
      title: 'Third link',
      url: 'https://example.com',
    }),
  ],
  questionsCount: 1,
  articlesCount: 1,
  linksCount: 1,
});

function render(route = '/collections/5') {
  return renderAgora(
    <Routes>
      <Route path="/collections/:id" element={<CollectionPage />} />
      <Route path="/collections" element={<p>Collections list</p>} />
    </Routes>,
    { route, path: '/*' },
  );
}

/** The page's reads of `body`, plus any `more` handlers. */
const serve = (
  body: Collection = collection,
  ...more: Parameters<typeof server.use>
) =>
  server.use(
    getFollowedCollectionsHandler(),
    getCollectionHandler({ body }),
    ...more,
  );

/** Renders the collection and waits for its header. */
async function renderLoaded() {
  const view = await render();
  await screen.findByRole('heading', { name: 'Start here: deploying' });
  return view;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Posts in this collection' }))
    .getAllByRole('heading', { level: 3 })
    .map(h => h.textContent);

async function choose(
  user: { click: (e: Element) => Promise<void> },
  title: string,
  action: string,
) {
  await user.click(
    screen.getByRole('button', { name: `Move or remove "${title}"` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('CollectionPage', () => {
  it('shows the header, rendered description, counts and the posts in rank order with their types', async () => {
    serve();
    const { container } = await render();
    expect(
      await screen.findByRole('heading', { name: 'Start here: deploying' }),
    ).toBeInTheDocument();
    expect(screen.getByText('in order').tagName).toBe('STRONG');
    const counts = screen.getByRole('list', { name: 'Collection counts' });
    expect(within(counts).getByText('1 question')).toBeInTheDocument();
    expect(within(counts).getByText('2 followers')).toBeInTheDocument();
    expect(titles()).toEqual([
      'First question',
      'Second article',
      'Third link',
    ]);
    expect(screen.getByText('Article')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Follow Start here: deploying' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/collections/5/edit',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers no moves, edit or delete to readers', async () => {
    serve({ ...collection, canEdit: false, canDelete: false });
    await renderLoaded();
    expect(
      screen.queryByRole('button', { name: /Move or remove/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows not found for unknown and impossible ids, and an empty collection explains itself', async () => {
    server.use(
      getFollowedCollectionsHandler(),
      getCollectionHandler({
        status: 404,
        body: errorsBody('Collection not found'),
      }),
    );
    const { unmount } = await render('/collections/77');
    expect(
      await screen.findByRole('heading', { name: 'Not found' }),
    ).toBeInTheDocument();
    unmount();
    const second = await render('/collections/abc');
    expect(
      screen.getByRole('heading', { name: 'Not found' }),
    ).toBeInTheDocument();
    second.unmount();
    serve({ ...collection, posts: [] });
    await render();
    expect(
      await screen.findByText('No posts in this collection yet'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Browse questions' }),
    ).toHaveAttribute('href', '/questions');
  });

  it('moves a post to the top at click time, from the keyboard, and keeps the order the server settles', async () => {
    const held = createDeferred();
    const seen: SeenRequest[] = [];
    serve(
      collection,
      movePostInCollectionHandler({
        hold: held.promise,
        onRequest: r => seen.push(r),
      }),
    );
    const { user } = await renderLoaded();
    // The first post cannot go further up.
    screen
      .getByRole('button', { name: 'Move or remove "First question"' })
      .focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('menuitem', { name: 'Move to top' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    screen.getByRole('button', { name: 'Move or remove "Third link"' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Move to top' });
    // The menu focuses its first action; Enter takes it.
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Move to top'),
    );
    await user.keyboard('{Enter}');
    expect(titles()).toEqual([
      'Third link',
      'First question',
      'Second article',
    ]);
    expect(seen).toHaveLength(1);
    held.release();
    await waitFor(() =>
      expect(seen[0].body).toEqual({ postId: 3, rank: 'top' }),
    );
  });

  it('rolls a move back with the spec message when the server fails', async () => {
    const held = createDeferred();
    serve(
      collection,
      movePostInCollectionHandler({
        status: 500,
        body: null,
        hold: held.promise,
      }),
    );
    const { user, extra } = await renderLoaded();
    await choose(user, 'First question', 'Move down');
    expect(titles()).toEqual([
      'Second article',
      'First question',
      'Third link',
    ]);
    held.release();
    await waitFor(() =>
      expect(titles()).toEqual([
        'First question',
        'Second article',
        'Third link',
      ]),
    );
    expect(extra.alertApi.post).toHaveBeenCalledWith({
      message: 'Failed to update collection',
      severity: 'error',
    });
  });

  it('ends in the order clicked when rapid moves are answered in reverse', async () => {
    const answers = [createDeferred(), createDeferred()];
    const fake = collectionServer(structuredClone(collection) as Collection, {
      holdAnswer: n => answers[n].promise,
    });
    server.use(getFollowedCollectionsHandler(), ...fake.handlers);
    const { user } = await renderLoaded();
    await choose(user, 'Third link', 'Move up');
    await choose(user, 'First question', 'Move to bottom');
    expect(titles()).toEqual([
      'Third link',
      'Second article',
      'First question',
    ]);
    answers[1].release();
    answers[0].release();
    await waitFor(() =>
      expect(fake.state.received).toEqual(['up 3', 'bottom 1']),
    );
    // Settled by the server's reread, which holds both moves.
    await waitFor(() =>
      expect(titles()).toEqual([
        'Third link',
        'Second article',
        'First question',
      ]),
    );
    expect(fake.state.collection.posts!.map(p => p.id)).toEqual([3, 2, 1]);
  });

  it('deletes with a reason and returns to the collections', async () => {
    const seen: SeenRequest[] = [];
    serve(
      collection,
      deleteCollectionHandler({ onRequest: r => seen.push(r) }),
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Outdated');
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete collection' }),
    );
    expect(await screen.findByText('Collections list')).toBeInTheDocument();
    expect(seen[0].body).toEqual({ reason: 'Outdated' });
  });
});
