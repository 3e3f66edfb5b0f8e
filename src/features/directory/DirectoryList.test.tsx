import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { ListQuery, Tag, TagsResponse } from '../../api/types';
import { createDeferred } from '../../testing/handlers/http';
import { makeTag } from '../../testing/fixtures/tags';
import { getTagsHandler } from '../../testing/handlers/tags';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { useGetTagsQuery } from '../tags/tagsApi';
import { DirectoryCard } from './DirectoryCard';
import { DirectoryList } from './DirectoryList';
import { useDirectory, type DirectorySort } from './useDirectory';

const server = setupMswServer();
expect.extend(toHaveNoViolations);

const SORTS: DirectorySort<'postsCount' | 'tag'>[] = [
  { value: 'posts', label: 'Most posts', orderBy: 'postsCount', order: 'desc' },
  { value: 'name', label: 'Name', orderBy: 'tag', order: 'asc' },
];

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}
const urlParams = () =>
  new URLSearchParams(screen.getByTestId('location').textContent ?? '');

/** A directory of tags, as a list page builds one. */
function Tags() {
  const directory = useDirectory('test-tags', SORTS);
  const result = useGetTagsQuery(directory.query);
  return (
    <>
      <DirectoryList<{ tags: Tag[]; total: number }, Tag>
        directory={directory}
        result={result}
        select={data => ({ items: data.tags, total: data.total })}
        itemKey={tag => tag.id}
        renderItem={(tag, view) => (
          <DirectoryCard
            view={view}
            title={tag.tag}
            href={`/tags/${tag.tag}`}
            description={tag.description}
            counts={{ posts: tag.postsCount }}
          />
        )}
        heading={total => (total === undefined ? 'Tags' : `${total} tags`)}
        label="Tags"
        empty={{ title: 'No tags yet' }}
      />
      <Location />
    </>
  );
}

function serve(
  body: TagsResponse = {
    tags: [makeTag(), makeTag({ id: 8, tag: 'kafka' })],
    total: 30,
  },
  hold?: Promise<void>,
) {
  const queries: ListQuery[] = [];
  server.use(
    getTagsHandler({
      body,
      hold,
      onRequest: request =>
        queries.push(Object.fromEntries(request.url.searchParams) as ListQuery),
    }),
  );
  return queries;
}

describe('DirectoryList', () => {
  it('shows a skeleton, then the first page as cards with the real count', async () => {
    const held = createDeferred();
    const queries = serve(undefined, held.promise);
    await renderAgora(<Tags />, { route: '/tags' });
    expect(
      screen.getByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
    held.release();
    expect(
      await screen.findByRole('heading', { name: '30 tags' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(list).toHaveAttribute('data-view', 'grid');
    expect(within(list).getByRole('link', { name: 'kafka' })).toHaveAttribute(
      'href',
      '/tags/kafka',
    );
    // Falsy values are not sent: offset 0 is the default.
    expect(queries[0]).toEqual({
      limit: '25',
      orderBy: 'postsCount',
      order: 'desc',
    });
    // 30 tags in pages of 25: two pages.
    expect(
      screen.getByRole('button', { name: 'Go to page 2' }),
    ).toBeInTheDocument();
    // A list of tags does not call its page size "Posts per page".
    expect(screen.getByLabelText('Per page')).toHaveValue('25');
    expect(screen.queryByLabelText('Posts per page')).not.toBeInTheDocument();
  });

  it('keeps search, sort and page in the URL and asks for them', async () => {
    const queries = serve();
    const { user } = await renderAgora(<Tags />, { route: '/tags' });
    await screen.findByRole('heading', { name: '30 tags' });

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(urlParams().get('page')).toBe('2'));
    await waitFor(() => expect(queries.at(-1)?.offset).toBe('25'));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name');
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({
        orderBy: 'tag',
        order: 'asc',
      }),
    );
    expect(queries.at(-1)?.offset).toBeUndefined();
    expect(urlParams().get('orderBy')).toBe('name');
    // A new sort starts at the first page.
    expect(urlParams().has('page')).toBe(false);

    await user.type(
      screen.getByRole('searchbox', { name: 'Search' }),
      'kaf{Enter}',
    );
    await waitFor(() => expect(queries.at(-1)?.searchQuery).toBe('kaf'));
    expect(urlParams().get('q')).toBe('kaf');
  });

  it('reads a shared address', async () => {
    const queries = serve();
    await renderAgora(<Tags />, {
      route: '/tags?q=kaf&orderBy=name&page=2&pageSize=10',
    });
    await screen.findByRole('heading', { name: '30 tags' });
    expect(queries[0]).toEqual({
      limit: '10',
      offset: '10',
      orderBy: 'tag',
      order: 'asc',
      searchQuery: 'kaf',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(
      'kaf',
    );
  });

  it('says when nothing matches a search and clears it', async () => {
    serve({ tags: [], total: 0 });
    const { user } = await renderAgora(<Tags />, { route: '/tags?q=zzz' });
    expect(
      await screen.findByText('Nothing matches “zzz”. Try other words.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(urlParams().has('q')).toBe(false));
    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
  });

  it('shows a failure with Retry, which asks again', async () => {
    server.use(
      getTagsHandler({ status: 500, body: { errors: [{ message: 'Boom' }] } }),
    );
    const { user } = await renderAgora(<Tags />, { route: '/tags' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    serve();
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { name: '30 tags' }),
    ).toBeInTheDocument();
  });

  it('switches to rows and remembers the choice for the list', async () => {
    serve();
    const { user, store, unmount } = await renderAgora(<Tags />, {
      route: '/tags',
    });
    await screen.findByRole('heading', { name: '30 tags' });
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveAttribute(
      'data-view',
      'list',
    );
    expect(store.getState().preferences.views['test-tags']).toBe('list');
    // The view is a preference, not part of a shared address.
    expect(urlParams().has('view')).toBe(false);
    unmount();
  });

  it('has no accessibility violations', async () => {
    serve();
    const { container } = await renderAgora(<Tags />, { route: '/tags' });
    await screen.findByRole('heading', { name: '30 tags' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
