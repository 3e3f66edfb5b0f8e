import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { axe } from 'jest-axe';
import { analyticsApiRef } from '@backstage/core-plugin-api';
import { mockApis, TestApiProvider } from '@backstage/test-utils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import type { PostsQuery } from '../../../api/types';
import { selectPreferredView } from '../../../state/preferencesSlice';
import { makePost } from '../../../testing/fixtures/posts';
import { getEntitiesHandler } from '../../../testing/handlers/entities';
import {
  createDeferred,
  errorsBody,
  type HandlerOptions,
} from '../../../testing/handlers/http';
import { getPostsHandler } from '../../../testing/handlers/posts';
import { getTagsHandler } from '../../../testing/handlers/tags';
import { setupMswServer } from '../../../testing/mswServer';
import {
  renderAgora,
  type RenderAgoraOptions,
} from '../../../testing/renderAgora';
import { PostListPage } from './PostListPage';

const server = setupMswServer();

/** Shows the router's query string so tests can read what the URL says. */
function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}
const urlParams = () =>
  new URLSearchParams(screen.getByTestId('location').textContent ?? '');
/** The list's search notice: the status region that is not the location's `output`. */
const searchNotice = () => {
  const [notice, ...more] = screen
    .getAllByRole('status')
    .filter(status => status !== screen.getByTestId('location'));
  expect(more).toEqual([]);
  return notice;
};

const page = (count: number, total = count) => ({
  posts: Array.from({ length: count }, (_, i) =>
    makePost({ id: i + 1, title: `Question ${i + 1}` }),
  ),
  total,
});

/** Serves the list and records the body of every query the page sends. */
function serve(options: HandlerOptions<unknown> = {}) {
  const queries: PostsQuery[] = [];
  const tagRequests: URL[] = [];
  server.use(
    getPostsHandler({
      ...options,
      onRequest: request => queries.push(request.body as PostsQuery),
    } as HandlerOptions<never>),
    getTagsHandler({ onRequest: request => tagRequests.push(request.url) }),
    getEntitiesHandler(),
  );
  return { queries, tagRequests, last: () => queries[queries.length - 1] };
}

/** A catalog knowing Emma's display name and the payments component's title. */
const catalog = () =>
  new InMemoryCatalogClient({
    entities: [
      {
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'User',
        metadata: { name: 'emma', namespace: 'default' },
        spec: { profile: { displayName: 'Emma Johansson' } },
      },
      {
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'Component',
        metadata: { name: 'payments', namespace: 'default', title: 'Payments' },
        spec: {},
      },
    ],
  });

async function renderPage(
  route = '/questions',
  options: RenderAgoraOptions = {},
) {
  const analytics = mockApis.analytics();
  const view = await renderAgora(
    <TestApiProvider
      apis={[
        [analyticsApiRef, analytics],
        [catalogApiRef, catalog()],
      ]}
    >
      <PostListPage type="question" />
      <Location />
    </TestApiProvider>,
    { ...options, route },
  );
  return { ...view, analytics };
}

const BASE = {
  type: 'question',
  limit: 10,
  offset: 0,
  orderBy: 'created',
  order: 'desc',
};

beforeEach(() => {
  // jsdom has no layout; the page scrolls its top into view on page change.
  Element.prototype.scrollIntoView = jest.fn();
});

describe('PostListPage', () => {
  it('counts the real total, not the page, and offers to ask', async () => {
    const { queries } = serve({ body: page(2, 128) });
    const { container } = await renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: '128 questions' }),
    ).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Questions' }));
    expect(list.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(queries).toEqual([BASE]);
    expect(screen.getByRole('link', { name: 'Ask question' })).toHaveAttribute(
      'href',
      '/questions/ask',
    );
    expect(urlParams().toString()).toBe('');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('searches once typing pauses, updates the URL and reports the search', async () => {
    const { queries, last } = serve({ body: page(1) });
    const { user, analytics } = await renderPage();
    await screen.findByText('Question 1');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'catalog yaml');
    // A search nobody picked an order for sorts by best match.
    await waitFor(() =>
      expect(last()).toEqual({
        ...BASE,
        searchQuery: 'catalog yaml',
        orderBy: 'relevance',
      }),
    );
    // One request for the finished words, none per keystroke.
    expect(queries.filter(q => q.searchQuery)).toHaveLength(1);
    // Best match is a search's default: the URL does not need to say it.
    expect(Object.fromEntries(urlParams())).toEqual({ q: 'catalog yaml' });
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('relevance');
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent(
      'Best match',
    );
    expect(analytics.captureEvent).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'search', subject: 'catalog yaml' }),
    );
    // One event per committed search, not one per keystroke.
    const searches = () =>
      jest
        .mocked(analytics.captureEvent)
        .mock.calls.filter(([event]) => event.action === 'search');
    expect(searches()).toHaveLength(1);

    // Clearing goes back at once; the unsearched list is still cached, so no request.
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(urlParams().has('q')).toBe(false));
    expect(queries.map(q => q.searchQuery)).toEqual([
      undefined,
      'catalog yaml',
    ]);
    // Best match went with the search.
    expect(sort).toHaveValue('created');
    expect(within(sort).queryByText('Best match')).toBeNull();
    // Clearing is not a search.
    expect(searches()).toHaveLength(1);

    // Enter commits at once, still as a single event.
    await user.type(box, 'techdocs{Enter}');
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1][0]).toMatchObject({ subject: 'techdocs' });
    await new Promise(resolve => setTimeout(resolve, 400));
    expect(searches()).toHaveLength(2);
  });

  it('sends sort, quick filters and date ranges and writes them into the URL', async () => {
    const { last } = serve({ body: page(1) });
    const { user } = await renderPage();
    await screen.findByText('Question 1');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'views');
    await waitFor(() => expect(last()).toEqual({ ...BASE, orderBy: 'views' }));
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByLabelText('Order'), 'asc');
    await waitFor(() =>
      expect(last()).toEqual({ ...BASE, orderBy: 'views', order: 'asc' }),
    );

    const noAnswers = screen.getByRole('button', { name: 'No answers' });
    await user.click(noAnswers);
    expect(noAnswers).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(last()).toMatchObject({ noAnswers: true }));

    await user.selectOptions(screen.getByLabelText('Created'), 'custom');
    await user.type(screen.getByLabelText('From'), '2024-05-01');
    await waitFor(() =>
      expect(last()).toMatchObject({ fromDate: '2024-05-01' }),
    );
    // Order and date range are set; sort and quick filters are on the main line.
    expect(toggle).toHaveAccessibleName('Filters (2)');
    expect(Object.fromEntries(urlParams())).toEqual({
      orderBy: 'views',
      order: 'asc',
      noAnswers: 'true',
      range: 'custom',
      fromDate: '2024-05-01',
    });
  });

  it('keeps an order picked during a search, also once the search is cleared', async () => {
    const { last } = serve({ body: page(1) });
    const { user } = await renderPage('/questions?q=helm');
    await screen.findByText('Question 1');
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('relevance');
    expect(last()).toEqual({
      ...BASE,
      searchQuery: 'helm',
      orderBy: 'relevance',
    });
    // Results for every word as typed need no notice.
    expect(searchNotice()).toBeEmptyDOMElement();

    // Newest is a pick while searching: sent, and said in the URL.
    await user.selectOptions(sort, 'Newest');
    await waitFor(() =>
      expect(last()).toEqual({ ...BASE, searchQuery: 'helm' }),
    );
    expect(Object.fromEntries(urlParams())).toEqual({
      q: 'helm',
      orderBy: 'created',
    });
    // New words keep it.
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, ' chart{Enter}');
    await waitFor(() =>
      expect(last()).toEqual({ ...BASE, searchQuery: 'helm chart' }),
    );

    await user.selectOptions(sort, 'Most viewed');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(last()).toEqual({ ...BASE, orderBy: 'views' }));
    expect(sort).toHaveValue('views');
    expect(Object.fromEntries(urlParams())).toEqual({ orderBy: 'views' });
  });

  it('sorts a shared link saying best match without a search by newest', async () => {
    const { queries } = serve({ body: page(1) });
    await renderPage('/questions?orderBy=relevance');
    await screen.findByText('Question 1');
    expect(queries).toEqual([BASE]);
    expect(screen.getByLabelText('Sort by')).toHaveValue('created');
    expect(
      within(screen.getByLabelText('Sort by')).queryByText('Best match'),
    ).toBeNull();
    // The URL is tidied to what the list shows.
    await waitFor(() => expect(urlParams().toString()).toBe(''));
  });

  it('says when the results are for a corrected spelling', async () => {
    serve({
      body: {
        ...page(1),
        search: { correctedQuery: 'pgbouncer pool' },
      },
    });
    const { container } = await renderPage('/questions?q=pgbouncr%20pool');
    await screen.findByText('Question 1');
    const status = searchNotice();
    expect(status).toHaveTextContent(
      'Showing results for “pgbouncer pool”No posts matched “pgbouncr pool”.',
    );
    // Only the corrected word is stressed.
    expect(
      [...status.querySelectorAll('em')].map(em => em.textContent),
    ).toEqual(['pgbouncer']);
    // Said above the results.
    expect(
      status.compareDocumentPosition(
        screen.getByRole('list', { name: 'Questions' }),
      ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when the results have only some of the words', async () => {
    serve({ body: { ...page(1), search: { someWords: true } } });
    await renderPage('/questions?q=helm%20vault%20rotation');
    await screen.findByText('Question 1');
    expect(searchNotice()).toHaveTextContent(
      /^No post has all of these words; showing posts with some of them\.$/,
    );
  });

  it('filters by tags picked from the tags endpoint', async () => {
    const { last, tagRequests } = serve({ body: page(1) });
    const { user } = await renderPage();
    await screen.findByText('Question 1');
    expect(tagRequests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('textbox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'techdocs' }));
    await waitFor(() =>
      expect(last()).toEqual({ ...BASE, tags: ['techdocs'] }),
    );
    expect(tagRequests[0].searchParams.get('orderBy')).toBe('postsCount');
    expect(urlParams().getAll('tags')).toEqual(['techdocs']);
  });

  it("filters by the author in the URL (author links lead here), showing the author's name, removably", async () => {
    const { queries, last } = serve({ body: page(1) });
    const { user, container } = await renderPage(
      '/questions?author=user%3Adefault%2Femma',
    );
    await screen.findByText('Question 1');
    expect(queries[0]).toEqual({ ...BASE, author: 'user:default/emma' });
    const chip = await screen.findByRole('button', {
      name: 'Author: Emma Johansson, remove filter',
    });
    expect(chip).toHaveTextContent('Author: Emma Johansson');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(chip);
    await waitFor(() => expect(last()).toEqual(BASE));
    expect(urlParams().has('author')).toBe(false);
    expect(screen.queryByRole('button', { name: /^Author:/ })).toBeNull();
  });

  it('names entities in the entity filter by their catalog titles', async () => {
    const { last } = serve({ body: page(1) });
    const { user } = await renderPage();
    await screen.findByText('Question 1');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('textbox', { name: 'Entities' }));
    // Offered and picked, the entity reads as the catalog names it.
    await user.click(await screen.findByRole('option', { name: 'Payments' }));
    await waitFor(() =>
      expect(last()).toEqual({
        ...BASE,
        entities: ['component:default/payments'],
      }),
    );
    expect(screen.getByRole('button', { name: 'Payments' })).toHaveAttribute(
      'title',
      'component:default/payments',
    );
  });

  it('restores filters from the URL into the controls and the request', async () => {
    const { queries } = serve({ body: page(1, 40) });
    await renderPage(
      '/questions?q=yaml&orderBy=views&order=asc&noCorrectAnswer=true&tags=catalog&tags=techdocs' +
        '&tagsRelation=and&range=7d&page=2&pageSize=25',
    );
    await screen.findByText('Question 1');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(
      'yaml',
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('views');
    // Filters set by the link open the panel that holds them, counted.
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('group', { name: 'More filters' })).toBeVisible();
    expect(screen.getByLabelText('Order')).toHaveValue('asc');
    expect(screen.getByLabelText('Created')).toHaveValue('7d');
    expect(screen.getByLabelText('Tags must match')).toHaveValue('and');
    expect(
      screen.getByRole('button', { name: 'No correct answer' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'No answers' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByLabelText('Posts per page')).toHaveValue('25');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({
      type: 'question',
      searchQuery: 'yaml',
      orderBy: 'views',
      order: 'asc',
      noCorrectAnswer: true,
      tags: ['catalog', 'techdocs'],
      tagsRelation: 'and',
      limit: 25,
      offset: 25,
    });
    expect(queries[0].fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('pages with the real total, scrolls to the top and changes the page size', async () => {
    const { last } = serve({ body: page(10, 30) });
    const { user } = await renderPage();
    await screen.findByText('Question 1');
    expect(
      screen.getByRole('button', { name: 'Go to page 3' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 4' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(last()).toEqual({ ...BASE, offset: 10 }));
    expect(urlParams().get('page')).toBe('2');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Posts per page'), '50');
    // A new page size starts again at the first page.
    await waitFor(() => expect(last()).toEqual({ ...BASE, limit: 50 }));
    // The chosen size is remembered as the reader's default, so the URL stays clean.
    expect(urlParams().has('page')).toBe(false);
    expect(screen.getByLabelText('Posts per page')).toHaveValue('50');
  });

  it('remembers the grid view per list', async () => {
    serve({ body: page(1) });
    const { user, store, container } = await renderPage();
    await screen.findByText('Question 1');
    expect(screen.getByRole('list', { name: 'Questions' })).toHaveAttribute(
      'data-view',
      'list',
    );
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(screen.getByRole('list', { name: 'Questions' })).toHaveAttribute(
      'data-view',
      'grid',
    );
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(selectPreferredView(store.getState(), 'questions')).toBe('grid');
    expect(await axe(container)).toHaveNoViolations();
    expect(selectPreferredView(store.getState(), 'favorites')).toBeUndefined();
  });

  it('opens in the remembered view', async () => {
    serve({ body: page(1) });
    await renderPage('/questions', {
      preloadedState: { preferences: { views: { questions: 'grid' } } },
    });
    await screen.findByText('Question 1');
    expect(screen.getByRole('list', { name: 'Questions' })).toHaveAttribute(
      'data-view',
      'grid',
    );
  });

  it('invites the first question when there are none', async () => {
    serve({ body: { posts: [], total: 0 } });
    const { container } = await renderPage();
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ask the first one' }),
    ).toHaveAttribute('href', '/questions/ask');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says nothing matches when filters exclude everything, and clears them', async () => {
    const { last } = serve({ body: { posts: [], total: 0 } });
    const { user } = await renderPage('/questions?q=zzz&noVotes=true');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    expect(screen.queryByText('No questions yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(last()).toEqual(BASE));
    expect(urlParams().toString()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows the error with Retry, which asks again', async () => {
    const { queries } = serve({ status: 500, body: errorsBody('boom') });
    const { user, container } = await renderPage();
    expect(
      await screen.findByText(/Failed to fetch posts/),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    serve({ body: page(1) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Question 1')).toBeInTheDocument();
    expect(queries).toHaveLength(1);
  });
});

describe.each([
  [
    'article',
    '/articles',
    'articles',
    'Write article',
    'Write the first one',
    '/articles/write',
  ],
  [
    'link',
    '/links',
    'links',
    'Share link',
    'Share the first one',
    '/links/create',
  ],
] as const)(
  'PostListPage of %ss',
  (type, route, plural, create, first, createHref) => {
    const renderList = () =>
      renderAgora(<PostListPage type={type} />, { route });

    it('lists the type only, counts the total and offers to create one', async () => {
      const { queries } = serve({ body: page(1, 12) });
      await renderList();
      expect(
        await screen.findByRole('heading', { name: `12 ${plural}` }),
      ).toBeInTheDocument();
      expect(queries[0]).toEqual({ ...BASE, type });
      expect(screen.getByRole('link', { name: create })).toHaveAttribute(
        'href',
        createHref,
      );
    });

    it('shows a skeleton while loading', async () => {
      const held = createDeferred();
      serve({ body: page(1), hold: held.promise });
      await renderList();
      expect(
        screen.getByRole('progressbar', { name: 'Loading' }),
      ).toBeInTheDocument();
      held.release();
      expect(await screen.findByText('Question 1')).toBeInTheDocument();
    });

    it('invites the first one when there are none', async () => {
      serve({ body: { posts: [], total: 0 } });
      const { container } = await renderList();
      expect(await screen.findByText(`No ${plural} yet`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: first })).toHaveAttribute(
        'href',
        createHref,
      );
      expect(await axe(container)).toHaveNoViolations();
    });

    it('shows the error with Retry', async () => {
      serve({ status: 500, body: errorsBody('boom') });
      const { user } = await renderList();
      expect(
        await screen.findByText(/Failed to fetch posts/),
      ).toBeInTheDocument();
      serve({ body: page(1) });
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Question 1')).toBeInTheDocument();
    });
  },
);
