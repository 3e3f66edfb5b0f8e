import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { PostsQuery } from '../../../api/types';
import { makePost } from '../../../testing/fixtures/posts';
import { getEntitiesHandler } from '../../../testing/handlers/entities';
import { getPostsHandler } from '../../../testing/handlers/posts';
import { getTagsHandler } from '../../../testing/handlers/tags';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { FavoritesPage } from './FavoritesPage';

const server = setupMswServer();

function serve(body: { posts: ReturnType<typeof makePost>[]; total: number }) {
  const queries: PostsQuery[] = [];
  server.use(
    getPostsHandler({
      body,
      onRequest: request => queries.push(request.body as PostsQuery),
    }),
    getTagsHandler(),
    getEntitiesHandler(),
  );
  return queries;
}

describe('FavoritesPage', () => {
  it('mixes every type, labelling each row', async () => {
    const queries = serve({
      posts: [
        makePost({ id: 1, title: 'A question', favorite: true }),
        makePost({
          id: 2,
          type: 'article',
          title: 'An article',
          favorite: true,
        }),
        makePost({
          id: 3,
          type: 'link',
          title: 'A link',
          url: 'https://example.com',
          favorite: true,
        }),
      ],
      total: 3,
    });
    const { container } = await renderAgora(<FavoritesPage />, {
      route: '/favorites',
    });
    expect(
      await screen.findByRole('heading', { name: '3 posts' }),
    ).toBeInTheDocument();
    expect(queries).toEqual([
      {
        favorite: true,
        limit: 10,
        offset: 0,
        orderBy: 'created',
        order: 'desc',
      },
    ]);
    const list = within(screen.getByRole('list', { name: 'Posts' }));
    expect(list.getByText('Question')).toBeInTheDocument();
    expect(list.getByText('Article')).toBeInTheDocument();
    expect(list.getByText('Link')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'An article' })).toHaveAttribute(
      'href',
      '/articles/2',
    );
    expect(list.getByRole('link', { name: 'A link' })).toHaveAttribute(
      'href',
      '/links/3',
    );
    expect(list.getAllByTitle('In your favorites')).toHaveLength(3);
    // Nothing is created into favorites.
    expect(screen.queryByRole('link', { name: 'Ask question' })).toBeNull();
    // The favorite filter is the list itself, not something to show in the URL.
    expect(await axe(container)).toHaveNoViolations();
  });

  it('explains an empty favorites list and points to the questions', async () => {
    serve({ posts: [], total: 0 });
    const { container } = await renderAgora(<FavoritesPage />, {
      route: '/favorites',
    });
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Browse questions' }),
    ).toHaveAttribute('href', '/questions');
    expect(await axe(container)).toHaveNoViolations();
  });
});
