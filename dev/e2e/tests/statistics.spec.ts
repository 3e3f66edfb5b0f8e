import {
  agoraApi,
  expect,
  expectDailyChartDrawn,
  test,
  type Page,
} from '../support/agora';

/** The global summary's tiles, by label, as the backend names them. */
const TILES = {
  Questions: 'totalQuestions',
  Answers: 'totalAnswers',
  Articles: 'totalArticles',
  Links: 'totalLinks',
  Comments: 'totalComments',
  Votes: 'totalVotes',
  Views: 'totalViews',
  Tags: 'totalTags',
  Users: 'totalUsers',
} as const;

interface Ranking {
  ranking: Array<{ author: string; total: number; position: number }>;
}

/** The value shown under a tile's label. */
const tileValue = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The totals a board lists, as its rows word them. */
const totalsOf = (ranking: Ranking) =>
  ranking.ranking.map(
    ({ total }) => `${total} ${total === 1 ? 'question' : 'questions'}`,
  );

/** Picks "7 days"; it must reach `path`'s request and the URL. */
async function pickSevenDays(page: Page, path: string) {
  const asked = page.waitForRequest(request => {
    const url = new URL(request.url());
    return (
      url.pathname.endsWith(path) && url.searchParams.get('period') === '7d'
    );
  });
  await page
    .getByRole('group', { name: 'Period' })
    .getByRole('button', { name: '7 days' })
    .click();
  await asked;
  await expect(page).toHaveURL(/[?&]period=7d/);
}

test('/statistics shows the totals the backend counts', async ({ open }) => {
  const page = await open('/agora/statistics');
  await expect(
    page.getByRole('tab', { name: 'Overview', selected: true }),
  ).toBeVisible();
  await expect(tileValue(page, 'Questions')).not.toHaveText('');
  // Read after the page did: nothing else writes meanwhile (one worker).
  const { summary } = await agoraApi<{ summary: Record<string, number> }>(
    'GET',
    '/statistics/global',
  );
  expect(summary.totalQuestions).toBeGreaterThan(0);
  for (const [label, key] of Object.entries(TILES)) {
    await expect(tileValue(page, label)).toHaveText(
      summary[key]!.toLocaleString('en-US'),
    );
  }
  await expectDailyChartDrawn(page);
});

test('switching the period asks for it and changes the boards', async ({
  open,
}) => {
  const page = await open('/agora/statistics');
  await page.getByRole('tab', { name: 'Leaderboards' }).click();
  await expect(page).toHaveURL(/[?&]tab=leaderboards/);
  const board = page
    .getByRole('region', { name: 'Most questions' })
    .getByRole('list', { name: 'Most questions' });
  const rows = board.getByRole('listitem');

  const allTime = await agoraApi<Ranking>(
    'GET',
    '/statistics/posts/most-questions?limit=10',
  );
  const lastWeek = await agoraApi<Ranking>(
    'GET',
    '/statistics/posts/most-questions?limit=10&period=7d',
  );
  // The seed spreads its posts over half a year, so a week ranks fewer.
  expect(totalsOf(lastWeek)).not.toEqual(totalsOf(allTime));

  const totals = rows.locator('span', { hasText: /^\d+ questions?$/ });
  await expect(totals).toHaveText(totalsOf(allTime));
  await expect(rows.first()).toContainText('1st');

  await pickSevenDays(page, '/statistics/posts/most-questions');
  if (lastWeek.ranking.length > 0) {
    await expect(totals).toHaveText(totalsOf(lastWeek));
  } else {
    await expect(
      page
        .getByRole('region', { name: 'Most questions' })
        .getByText('Nobody ranks here for this period yet.'),
    ).toBeVisible();
  }

  // Back returns to all time, the boards with it.
  await page.goBack();
  await expect(page).not.toHaveURL(/period=/);
  await expect(totals).toHaveText(totalsOf(allTime));
});

test('the overview chart shows the chosen period, the tiles stay all-time', async ({
  open,
}) => {
  const page = await open('/agora/statistics');
  await expect(tileValue(page, 'Questions')).not.toHaveText('');
  const questions = await tileValue(page, 'Questions').textContent();
  const { statistics } = await agoraApi<{
    statistics: Array<Record<string, unknown>>;
  }>('GET', '/statistics/global?period=7d');
  // 7 whole days before today and today so far (docs/api.md).
  expect(statistics).toHaveLength(8);

  await pickSevenDays(page, '/statistics/global');
  await expect(
    page.getByRole('heading', { name: 'Activity in the last 7 days' }),
  ).toBeVisible();
  const active = statistics.some(day =>
    Object.values(day).some(value => typeof value === 'number' && value > 0),
  );
  if (active) {
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Activity in the last 7 days' })
        .locator('tbody tr'),
    ).toHaveCount(8);
  } else {
    await expect(
      page.getByText('No activity in the last 7 days.'),
    ).toBeVisible();
  }
  await expect(tileValue(page, 'Questions')).toHaveText(questions!);

  // A reload keeps the period.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Activity in the last 7 days' }),
  ).toBeVisible();
});
