import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { PostsQuery } from '../../../api/types';
import { makePost } from '../../../testing/fixtures/posts';
import { getEntitiesHandler } from '../../../testing/handlers/entities';
import {
  getPermissionsHandler,
  memberWithout,
  permissionsLoaded,
} from '../../../testing/handlers/permissions';
import { getPostsHandler } from '../../../testing/handlers/posts';
import { getTagsHandler } from '../../../testing/handlers/tags';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { AGORA_ROUTES } from '../../../routes';
import { PostList } from './PostList';

const server = setupMswServer();

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}
const urlParams = () =>
  new URLSearchParams(screen.getByTestId('location').textContent ?? '');

function serve(
  body = {
    posts: [makePost({ type: 'link', url: 'https://example.com' })],
    total: 1,
  },
) {
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

describe('PostList', () => {
  it('scopes a mixed list to its defaults and prefills the create buttons', async () => {
    const queries = serve();
    const { user } = await renderAgora(
      <PostList
        listId="tag:catalog"
        defaults={{
          tags: ['catalog'],
          entities: ['component:default/payments'],
        }}
      />,
      { route: '/tags/catalog' },
    );
    expect(
      await screen.findByRole('heading', { name: '1 post' }),
    ).toBeInTheDocument();
    expect(queries[0]).toEqual({
      tags: ['catalog'],
      entities: ['component:default/payments'],
      limit: 10,
      offset: 0,
      orderBy: 'created',
      order: 'desc',
    });
    const prefill = '?tags=catalog&entity=component%3Adefault%2Fpayments';
    expect(screen.getByRole('link', { name: 'Ask question' })).toHaveAttribute(
      'href',
      `/questions/ask${prefill}`,
    );
    expect(screen.getByRole('link', { name: 'Write article' })).toHaveAttribute(
      'href',
      `/articles/write${prefill}`,
    );
    expect(screen.getByRole('link', { name: 'Share link' })).toHaveAttribute(
      'href',
      `/links/create${prefill}`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Posts' })).getByText('Link'),
    ).toBeInTheDocument();

    // Removing the scope's tag is a filter of its own: the list is then unscoped.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(
      screen.getByRole('button', { name: 'catalog' }).querySelector('svg')!,
    );
    await waitFor(() =>
      expect(queries[queries.length - 1].tags).toBeUndefined(),
    );
  });

  it('offers create buttons only for forms that exist', async () => {
    serve({ posts: [], total: 0 });
    await renderAgora(
      <PostList listId="tag:catalog" defaults={{ tags: ['catalog'] }} />,
      {
        route: '/tags/catalog',
        routes: AGORA_ROUTES.filter(p => p.section === 'questions'),
      },
    );
    expect(
      await screen.findByRole('heading', { name: '0 posts' }),
    ).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('link', { name: /Ask/ })
        .map(link => link.getAttribute('href')),
    ).toEqual(['/questions/ask?tags=catalog', '/questions/ask?tags=catalog']);
    expect(screen.queryByRole('link', { name: 'Write article' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Share link' })).toBeNull();
  });

  it('offers no create button, nor in its empty state, to those who may not create posts', async () => {
    serve({ posts: [], total: 0 });
    server.use(getPermissionsHandler({ body: memberWithout('createPost') }));
    const { store } = await renderAgora(
      <PostList listId="questions" type="question" />,
      { route: '/questions' },
    );
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    await permissionsLoaded(store);
    expect(screen.queryByRole('link', { name: /Ask/ })).toBeNull();
  });

  it('offers what fits a link list: link counts, no answer sorts or filters', async () => {
    serve({
      posts: [makePost({ type: 'link', url: 'https://example.com' })],
      total: 7,
    });
    await renderAgora(<PostList listId="links" type="link" />, {
      route: '/links',
    });
    expect(
      await screen.findByRole('heading', { name: '7 links' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share link' })).toHaveAttribute(
      'href',
      '/links/create',
    );
    expect(
      within(screen.getByLabelText('Sort by')).queryByText('Most answers'),
    ).toBeNull();
    expect(
      within(screen.getByLabelText('Sort by')).getByText('Trending'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No answers' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'No votes' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Link')).toBeNull();
  });

  it('sorts by recent activity, offered right after newest', async () => {
    const queries = serve();
    const { user } = await renderAgora(
      <>
        <PostList listId="questions" type="question" />
        <Location />
      </>,
      { route: '/questions' },
    );
    await screen.findByRole('heading', { name: '1 question' });
    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .slice(0, 3)
        .map(option => option.textContent),
    ).toEqual(['Newest', 'Recent activity', 'Recently edited']);

    await user.selectOptions(sort, 'Recent activity');
    await waitFor(() =>
      expect(queries[queries.length - 1]).toMatchObject({
        orderBy: 'activity',
        order: 'desc',
      }),
    );
    expect(urlParams().get('orderBy')).toBe('activity');
  });

  it('filters by the posts the reader follows, in the URL both ways', async () => {
    const queries = serve({ posts: [], total: 0 });
    const { user } = await renderAgora(
      <>
        <PostList listId="articles" type="article" />
        <Location />
      </>,
      { route: '/articles?following=true' },
    );
    // Narrowed by the filter: nothing matches, rather than nothing exists.
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ type: 'article', following: true });
    const following = () =>
      within(screen.getByRole('group', { name: 'Quick filters' })).getByRole(
        'button',
        { name: 'Following' },
      );
    expect(following()).toHaveAttribute('aria-pressed', 'true');

    await user.click(following());
    await waitFor(() =>
      expect(queries[queries.length - 1].following).toBeUndefined(),
    );
    expect(urlParams().has('following')).toBe(false);
    expect(following()).toHaveAttribute('aria-pressed', 'false');

    // Back on: the filtered list is still cached, so no request is needed.
    await user.click(following());
    await waitFor(() => expect(urlParams().get('following')).toBe('true'));
    expect(following()).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps tags, entities, date, order and type behind a Filters button that controls its panel', async () => {
    serve();
    const { user } = await renderAgora(<PostList listId="favorites" />, {
      route: '/favorites',
    });
    await screen.findByRole('heading', { name: '1 post' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(
      toggle.getAttribute('aria-controls')!,
    );
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Tags' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBe(screen.getByRole('group', { name: 'More filters' }));
    expect(panel).toBeVisible();
    const inPanel = within(panel!);
    expect(inPanel.getByRole('textbox', { name: 'Tags' })).toBeVisible();
    expect(inPanel.getByRole('textbox', { name: 'Entities' })).toBeVisible();
    expect(inPanel.getByLabelText('Created')).toBeVisible();
    expect(inPanel.getByLabelText('Order')).toBeVisible();
    // Search, sort and the quick filters stay outside.
    expect(inPanel.queryByLabelText('Sort by')).toBeNull();
    expect(inPanel.queryByRole('button', { name: 'No votes' })).toBeNull();

    await user.click(toggle);
    expect(panel).not.toBeVisible();
  });

  it('filters a mixed list by type, in the URL both ways', async () => {
    const queries = serve();
    const { user } = await renderAgora(
      <>
        <PostList listId="favorites" />
        <Location />
      </>,
      {
        route: '/favorites?type=article',
      },
    );
    await screen.findByRole('heading', { name: '1 post' });
    expect(queries[0]).toMatchObject({ type: 'article' });
    // Set from the URL: the panel shows it, counted.
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const typeSelect = screen.getByLabelText('Type');
    expect(typeSelect).toHaveValue('article');
    expect(
      within(typeSelect)
        .getAllByRole('option')
        .map(option => option.textContent),
    ).toEqual(['All', 'Questions', 'Articles', 'Links']);

    await user.selectOptions(typeSelect, 'link');
    await waitFor(() =>
      expect(queries[queries.length - 1]).toMatchObject({ type: 'link' }),
    );
    expect(urlParams().get('type')).toBe('link');
    await user.selectOptions(typeSelect, 'all');
    await waitFor(() =>
      expect(queries[queries.length - 1].type).toBeUndefined(),
    );
    expect(urlParams().has('type')).toBe(false);
    expect(toggle).toHaveAccessibleName('Filters');
  });

  it('offers no type filter on a list of one type', async () => {
    serve();
    await renderAgora(<PostList listId="links" type="link" />, {
      route: '/links?range=7d',
    });
    await screen.findByRole('heading', { name: '1 link' });
    expect(screen.getByLabelText('Created')).toBeVisible();
    expect(screen.queryByLabelText('Type')).toBeNull();
  });
});
