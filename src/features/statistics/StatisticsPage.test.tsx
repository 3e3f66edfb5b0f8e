import { screen, waitFor, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { TestApiProvider } from '@backstage/test-utils';
import { InMemoryCatalogClient } from '@backstage/catalog-client/testUtils';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import type { Entity } from '@backstage/catalog-model';
import {
  EMPTY_GLOBAL_SUMMARY,
  LEADERBOARDS,
  type Leaderboard,
  type RankingResponse,
} from '../../api/types';
import { rankingFixture } from '../../testing/fixtures/statistics';
import {
  createDeferred,
  errorsBody,
  route,
  type HandlerOptions,
  type SeenRequest,
} from '../../testing/handlers/http';
import {
  globalStatisticsHandler,
  userImpactHandler,
} from '../../testing/handlers/statistics';
import { LocationProbe, shownLocation } from '../../testing/location';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { dailyTableRow, tileValue } from '../../testing/statistics';
import { StatisticsPage } from './StatisticsPage';

expect.extend(toHaveNoViolations);
const server = setupMswServer();

/** One leaderboard's route, so each board can be answered on its own. */
const boardHandler = (
  board: Leaderboard,
  options?: HandlerOptions<RankingResponse>,
) => route('get', `/statistics/${board}`, rankingFixture)(options);

const BOARD_TITLES: Record<Leaderboard, string> = {
  'posts/most-questions': 'Most questions',
  'answers/most-answers': 'Most answers',
  'posts/top-upvoted-users': 'Top upvoted posts',
  'answers/top-upvoted-users': 'Top upvoted answers',
  'answers/top-correct-upvoted-users': 'Top correct answers',
};

const janeEntity: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'User',
  metadata: { name: 'jane', namespace: 'default' },
  spec: { profile: { displayName: 'Jane Doe' } },
};

async function renderPage(at = '/statistics', catalog: Entity[] = []) {
  return renderAgora(
    <TestApiProvider
      apis={[[catalogApiRef, new InMemoryCatalogClient({ entities: catalog })]]}
    >
      <StatisticsPage />
      <LocationProbe />
    </TestApiProvider>,
    { route: at, path: '/statistics' },
  );
}

const board = (title: string) => screen.getByRole('region', { name: title });
const settled = () =>
  waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));

beforeEach(() => {
  server.use(
    globalStatisticsHandler(),
    userImpactHandler(),
    ...LEADERBOARDS.map(b => boardHandler(b)),
  );
});

describe('StatisticsPage: overview', () => {
  it('shows every global total as a tile and the daily chart, accessibly', async () => {
    const { container } = await renderPage();
    expect(
      await screen.findByRole('tab', { name: 'Overview', selected: true }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'All-time totals', level: 2 });
    await waitFor(() => expect(tileValue('Questions')).toHaveTextContent('3'));
    expect(
      [
        'Questions',
        'Answers',
        'Articles',
        'Links',
        'Comments',
        'Votes',
        'Views',
        'Tags',
        'Users',
      ].map(label => tileValue(label)?.textContent),
    ).toEqual(['3', '5', '1', '1', '2', '7', '50', '4', '2']);
    expect(screen.queryByText('Nothing has been counted yet.')).toBeNull();
    // They count posts the reader may not open, and say so.
    expect(
      screen.getByText(
        'Community totals: they count every post, also those you may not be able to open.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', {
        name: 'Activity in the last 30 days',
        level: 2,
      }),
    ).toBeInTheDocument();
    await settled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for the chosen period of the daily series and keeps it in the URL; the tiles stay all-time', async () => {
    const requests: SeenRequest[] = [];
    server.use(globalStatisticsHandler({ onRequest: r => requests.push(r) }));
    const { user } = await renderPage();
    const picker = await screen.findByRole('group', { name: 'Period' });
    expect(
      within(picker).getByRole('button', { name: '30 days' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(picker)
        .getAllByRole('button')
        .map(button => button.textContent),
    ).toEqual(['7 days', '30 days', '1 year']);

    await user.click(within(picker).getByRole('button', { name: '7 days' }));
    expect(shownLocation()).toHaveTextContent(/^\?period=7d$/);
    expect(
      await screen.findByRole('heading', {
        name: 'Activity in the last 7 days',
      }),
    ).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: '30 days' }));
    expect(shownLocation()).toHaveTextContent(/^$/);
    await waitFor(() =>
      expect(requests.map(r => r.url.searchParams.get('period'))).toEqual([
        '30d',
        '7d',
      ]),
    );
    expect(
      screen.getByRole('heading', { name: 'All-time totals' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(shownLocation()).toHaveTextContent(/^\?period=7d$/);
    expect(
      within(screen.getByRole('group', { name: 'Period' })).getByRole(
        'button',
        { name: '7 days' },
      ),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches between bars and lines and hides a series by its toggle', async () => {
    const { user } = await renderPage();
    const kind = await screen.findByRole('group', { name: 'Chart type' });
    const bars = within(kind).getByRole('button', { name: 'Bars' });
    const lines = within(kind).getByRole('button', { name: 'Lines' });
    expect(bars).toHaveAttribute('aria-pressed', 'true');
    await user.click(lines);
    expect(lines).toHaveAttribute('aria-pressed', 'true');
    expect(bars).toHaveAttribute('aria-pressed', 'false');

    const series = screen.getByRole('group', { name: 'Series shown' });
    expect(
      within(series)
        .getAllByRole('button')
        .map(b => b.textContent),
    ).toEqual([
      'Questions',
      'Answers',
      'Articles',
      'Links',
      'Comments',
      'Votes',
    ]);
    const votes = within(series).getByRole('button', { name: 'Votes' });
    expect(votes).toHaveAttribute('aria-pressed', 'true');
    await user.click(votes);
    expect(votes).toHaveAttribute('aria-pressed', 'false');
    await user.click(votes);
    expect(votes).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the daily series as a table', async () => {
    const { user } = await renderPage();
    expect(await dailyTableRow(user, '2024-05-01')).toEqual([
      '2024-05-01',
      '3',
      '5',
      '1',
      '1',
      '2',
      '7',
    ]);
  });

  it('shows a skeleton while the totals load', async () => {
    const held = createDeferred();
    server.use(globalStatisticsHandler({ hold: held.promise }));
    await renderPage();
    expect(
      await screen.findByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('term')).toHaveLength(0);
    held.release();
    await waitFor(() => expect(tileValue('Questions')).toHaveTextContent('3'));
  });

  it('shows the error with Retry, and retries', async () => {
    server.use(globalStatisticsHandler({ status: 500, body: errorsBody() }));
    const { user } = await renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    server.use(globalStatisticsHandler());
    await user.click(retry);
    await waitFor(() => expect(tileValue('Questions')).toHaveTextContent('3'));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each([
    ['no access (403)', { status: 403, body: errorsBody('Forbidden') }],
    [
      'the empty summary',
      { body: { statistics: [], summary: EMPTY_GLOBAL_SUMMARY } },
    ],
  ])('shows zeros and says nothing is counted for %s', async (_, answer) => {
    server.use(globalStatisticsHandler(answer));
    await renderPage();
    expect(
      await screen.findByText('Nothing has been counted yet.'),
    ).toBeInTheDocument();
    expect(tileValue('Questions')).toHaveTextContent('0');
    expect(tileValue('Users')).toHaveTextContent('0');
    expect(
      screen.getByText('No activity in the last 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('StatisticsPage: leaderboards', () => {
  const LEADERBOARDS_URL = '/statistics?tab=leaderboards';

  it('ranks people with medals for the top three, linking to their pages, accessibly', async () => {
    server.use(
      boardHandler('posts/most-questions', {
        body: {
          ranking: [
            { author: 'user:default/jane', total: 9, position: 1 },
            { author: 'user:default/john', total: 5, position: 2 },
            { author: 'anonymous', total: 3, position: 3 },
            { author: 'user:default/sam', total: 1, position: 4 },
          ],
        },
      }),
    );
    const { container } = await renderPage(LEADERBOARDS_URL, [janeEntity]);
    const list = await within(
      await screen.findByRole('region', { name: 'Most questions' }),
    ).findByRole('list', { name: 'Most questions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map(row => row.textContent)).toEqual([
      expect.stringMatching(/^1st, gold medal.*9 questions$/),
      expect.stringMatching(/^2nd, silver medal.*5 questions$/),
      expect.stringMatching(/^3rd, bronze medal.*3 questions$/),
      expect.stringMatching(/^4.*sam.*1 question$/),
    ]);
    // The catalog's name, read once for every board.
    expect(
      await within(rows[0]!).findByRole('link', { name: 'Jane Doe' }),
    ).toHaveAttribute('href', '/users/user:default%2Fjane');
    expect(
      within(rows[1]!).getByRole('link', { name: 'john' }),
    ).toHaveAttribute('href', '/users/user:default%2Fjohn');
    expect(within(rows[2]!).getByText('Anonymous')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    await settled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each(LEADERBOARDS)(
    '%s: loading, empty, no access and error with Retry',
    async boardPath => {
      const title = BOARD_TITLES[boardPath];
      const held = createDeferred();
      server.use(boardHandler(boardPath, { hold: held.promise }));
      const first = await renderPage(LEADERBOARDS_URL);
      expect(
        await within(board(title)).findByRole('progressbar', {
          name: 'Loading',
        }),
      ).toBeInTheDocument();
      held.release();
      expect(
        await within(board(title)).findByRole('link', { name: 'jane' }),
      ).toBeInTheDocument();
      first.unmount();

      for (const answer of [
        { body: { ranking: [] } },
        { status: 403, body: errorsBody('Forbidden') },
      ]) {
        server.use(boardHandler(boardPath, answer));
        const view = await renderPage(LEADERBOARDS_URL);
        expect(
          await within(board(title)).findByText(
            'Nobody ranks here for this period yet.',
          ),
        ).toBeInTheDocument();
        expect(within(board(title)).queryByRole('alert')).toBeNull();
        view.unmount();
      }

      server.use(boardHandler(boardPath, { status: 500, body: errorsBody() }));
      const { user } = await renderPage(LEADERBOARDS_URL);
      const retry = await within(board(title)).findByRole('button', {
        name: 'Retry',
      });
      // The other boards are not affected.
      const other = Object.values(BOARD_TITLES).find(t => t !== title)!;
      expect(
        await within(board(other)).findByRole('link', { name: 'jane' }),
      ).toBeInTheDocument();
      server.use(boardHandler(boardPath));
      await user.click(retry);
      expect(
        await within(board(title)).findByRole('link', { name: 'jane' }),
      ).toBeInTheDocument();
    },
  );

  it("shows the signed-in person's own position only when outside the top", async () => {
    // The fixture: jane first, and the caller (john) fourth.
    const first = await renderPage(LEADERBOARDS_URL);
    const own = await within(board('Most answers')).findByRole('group', {
      name: 'Your position',
    });
    expect(own).toHaveTextContent(/^4.*john.*2 answers$/);
    first.unmount();

    server.use(
      boardHandler('answers/most-answers', {
        body: {
          ranking: [
            { author: 'user:default/jane', total: 9, position: 1 },
            { author: 'user:default/john', total: 2, position: 2 },
          ],
          loggedUser: { author: 'user:default/john', total: 2, position: 2 },
        },
      }),
    );
    await renderPage(LEADERBOARDS_URL);
    expect(
      await within(board('Most answers')).findByRole('link', { name: 'john' }),
    ).toBeInTheDocument();
    expect(
      within(board('Most answers')).queryByRole('group', {
        name: 'Your position',
      }),
    ).toBeNull();
  });

  it('sends the chosen period with every board and keeps it in the URL', async () => {
    const requests: SeenRequest[] = [];
    server.use(
      ...LEADERBOARDS.map(b =>
        boardHandler(b, { onRequest: r => requests.push(r) }),
      ),
    );
    const { user } = await renderPage(LEADERBOARDS_URL);
    const picker = await screen.findByRole('group', { name: 'Period' });
    await waitFor(() => expect(requests).toHaveLength(5));
    expect(
      requests.map(r => [
        r.url.searchParams.get('period'),
        r.url.searchParams.get('limit'),
      ]),
    ).toEqual(Array(5).fill([null, '10']));
    expect(
      within(picker).getByRole('button', { name: 'All time' }),
    ).toHaveAttribute('aria-pressed', 'true');

    requests.length = 0;
    await user.click(within(picker).getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(requests).toHaveLength(5));
    expect(
      new Set(
        requests.map(r => r.url.pathname.replace(/.*\/statistics\//, '')),
      ),
    ).toEqual(new Set(LEADERBOARDS));
    expect(requests.map(r => r.url.searchParams.get('period'))).toEqual(
      Array(5).fill('7d'),
    );
    expect(shownLocation()).toHaveTextContent('?tab=leaderboards&period=7d');
    expect(
      within(picker).getByRole('button', { name: '7 days' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(picker).getByRole('button', { name: 'All time' }));
    expect(shownLocation()).toHaveTextContent(/^\?tab=leaderboards$/);
  });

  it("shows the person's impact; no access reads as zeros, a failure offers Retry", async () => {
    const first = await renderPage(LEADERBOARDS_URL);
    const impact = await screen.findByRole('region', { name: 'Your impact' });
    await waitFor(() =>
      expect(tileValue('Impact', impact)).toHaveTextContent('120'),
    );
    expect(tileValue('Last week', impact)).toHaveTextContent('12');
    first.unmount();

    server.use(userImpactHandler({ status: 403, body: errorsBody() }));
    const second = await renderPage(LEADERBOARDS_URL);
    const denied = await screen.findByRole('region', { name: 'Your impact' });
    await waitFor(() =>
      expect(tileValue('Impact', denied)).toHaveTextContent('0'),
    );
    expect(within(denied).queryByRole('button', { name: 'Retry' })).toBeNull();
    second.unmount();

    server.use(userImpactHandler({ status: 500, body: errorsBody() }));
    const { user } = await renderPage(LEADERBOARDS_URL);
    const failed = await screen.findByRole('region', { name: 'Your impact' });
    const retry = await within(failed).findByRole('button', { name: 'Retry' });
    server.use(userImpactHandler());
    await user.click(retry);
    await waitFor(() =>
      expect(tileValue('Impact', failed)).toHaveTextContent('120'),
    );
  });
});

describe('StatisticsPage: the URL', () => {
  it('opens the tab and period the URL names, and Back returns to the previous choice', async () => {
    const requests: SeenRequest[] = [];
    server.use(
      boardHandler('posts/most-questions', {
        onRequest: r => requests.push(r),
      }),
    );
    const { user } = await renderPage(
      '/statistics?tab=leaderboards&period=30d',
    );
    expect(
      await screen.findByRole('tab', { name: 'Leaderboards', selected: true }),
    ).toBeInTheDocument();
    const picker = screen.getByRole('group', { name: 'Period' });
    expect(
      within(picker).getByRole('button', { name: '30 days' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(requests[0]?.url.searchParams.get('period')).toBe('30d'),
    );

    await user.click(within(picker).getByRole('button', { name: '7 days' }));
    expect(shownLocation()).toHaveTextContent('period=7d');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(shownLocation()).toHaveTextContent(/^\?period=7d$/);
    expect(
      await screen.findByRole('heading', { name: 'All-time totals' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('tab', { name: 'Leaderboards', selected: true }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Period' })).getByRole(
        'button',
        { name: '7 days' },
      ),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      within(screen.getByRole('group', { name: 'Period' })).getByRole(
        'button',
        { name: '30 days' },
      ),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(shownLocation()).toHaveTextContent('?tab=leaderboards&period=30d');
  });
  it('offers the same periods on both tabs, all time only on the leaderboards', async () => {
    const { user } = await renderPage('/statistics?tab=leaderboards&period=7d');
    const picker = await screen.findByRole('group', { name: 'Period' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map(b => b.textContent),
    ).toEqual(['7 days', '30 days', '1 year', 'All time']);

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    const overview = await screen.findByRole('group', { name: 'Period' });
    expect(
      within(overview)
        .getAllByRole('button')
        .map(b => b.textContent),
    ).toEqual(['7 days', '30 days', '1 year']);
    expect(
      within(overview).getByRole('button', { name: '7 days' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(shownLocation()).toHaveTextContent(/^\?period=7d$/);
  });

  it.each([
    ['/statistics?period=all', '30 days', /^$/],
    ['/statistics?period=5y', '30 days', /^$/],
    [
      '/statistics?tab=leaderboards&period=5y',
      'All time',
      /^\?tab=leaderboards$/,
    ],
    [
      '/statistics?tab=leaderboards&period=1y',
      '1 year',
      /^\?tab=leaderboards&period=1y$/,
    ],
    ['/statistics?tab=nope&period=7d', '7 days', /^\?period=7d$/],
  ])(
    'rewrites %s to the period it shows (%s)',
    async (at, pressed, location) => {
      await renderPage(at);
      const picker = await screen.findByRole('group', { name: 'Period' });
      expect(
        within(picker).getByRole('button', { name: pressed }),
      ).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() =>
        expect(shownLocation().textContent).toMatch(location),
      );
    },
  );
});
