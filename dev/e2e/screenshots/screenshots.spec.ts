import path from 'node:path';
import {
  agoraApi,
  createAnswer,
  createQuestion,
  expect,
  expectDailyChartDrawn,
  questionArticle,
  test,
  type Page,
  USERS,
  watchPostSubscriptions,
} from '../support/agora';

// Run with `CI=true AGORA_SCREENSHOTS=1 npm run test:e2e`: a fresh data
// directory seeded with the demo community, so the pictures only change
// when the screens do.
const imagesDir = path.resolve(__dirname, '../../../docs/images');
const SEEDED_QUESTION =
  'Structured logging format expected by the log pipeline';
/** A seeded question by someone else than the guest, who may flag it. */
const OTHERS_QUESTION = 'How do we measure app start time?';
/** A seeded article with three headings (so a contents box), a table and code. */
const SEEDED_ARTICLE = 'Postgres connection pooling with PgBouncer';
const SEEDED_LINK = 'GraphQL best practices';
/** A seeded collection of articles and questions, with a header image; guest curates one, so moves show. */
const SEEDED_COLLECTION = 'Platform essentials';

async function shoot(page: Page, name: string) {
  // Let images, fonts and the quiet revalidation indicator settle.
  await page.waitForLoadState('networkidle');
  // No hover effects (e.g. a heading's anchor) where the last click was.
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: path.join(imagesDir, `${name}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
}

/** Shoots `name` in the light theme, then `name-dark` after `ready` passes again. */
async function shootBothThemes(
  page: Page,
  name: string,
  ready: () => Promise<void>,
) {
  await shoot(page, name);
  // The dev app's theme switcher stores the choice here (AppThemeSelector).
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.reload();
  await ready();
  await shoot(page, `${name}-dark`);
}

test.use({ viewport: { width: 1400, height: 1000 } });

test('questions list', async ({ open }) => {
  const page = await open('/agora/questions');
  await expect(
    page
      .getByRole('list', { name: 'Questions' })
      .getByRole('link', { name: SEEDED_QUESTION }),
  ).toBeVisible();
  await shoot(page, 'questions-list');
});

test('a question with answers, light and dark', async ({ open }) => {
  const page = await open('/agora/questions');
  await page
    .getByRole('list', { name: 'Questions' })
    .getByRole('link', { name: SEEDED_QUESTION })
    .click();
  const ready = () =>
    expect(page.getByRole('heading', { name: /^\d+ answers$/ })).toBeVisible();
  await ready();
  await shootBothThemes(page, 'question', ready);
});

test('ask form', async ({ open }) => {
  const page = await open('/agora/questions/ask');
  // The seeded templates are offered above the form.
  await expect(
    page.getByRole('button', { name: 'Start from a template' }),
  ).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Title' })
    .fill('How do we rotate the payments API keys without downtime?');
  await page
    .getByRole('textbox', { name: 'Question' })
    .fill(
      'Our **payments-service** reads the key at start-up.\n\n- Is there a runbook?\n- Can both keys be valid for a while?',
    );
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('payments');
  await tags.press('Enter');
  await page.keyboard.press('Escape');
  // Tall enough for the whole form down to its buttons: Backstage pages
  // scroll inside their content area, so a full-page shot would not help.
  await page.setViewportSize({ width: 1400, height: 1700 });
  await expect(
    page.getByRole('button', { name: 'Post your question' }),
  ).toBeInViewport();
  await shoot(page, 'ask');
});

test('an article with its contents', async ({ open }) => {
  const page = await open('/agora/articles');
  await page
    .getByRole('list', { name: 'Articles' })
    .getByRole('link', { name: SEEDED_ARTICLE })
    .click();
  const ready = () =>
    expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
  await ready();
  await shootBothThemes(page, 'article', ready);
});

test('links list', async ({ open }) => {
  const page = await open('/agora/links');
  const ready = () =>
    expect(
      page
        .getByRole('list', { name: 'Links' })
        .getByRole('link', { name: SEEDED_LINK }),
    ).toBeVisible();
  await ready();
  await shootBothThemes(page, 'links-list', ready);
});

test("link form filled from the page's metadata", async ({ open }) => {
  const page = await open('/agora/links/create');
  // The real backend would fetch the page; a screenshot must not depend on
  // the internet, so the metadata answer is played back here.
  await page.route('**/api/agora/url', route =>
    route.fulfill({
      json: {
        title: 'Runbook: rotating the payments API keys',
        content:
          'Step by step: issue the new key, let both keys be valid for a day, then revoke the old one.',
      },
    }),
  );
  await page
    .getByRole('textbox', { name: 'URL' })
    .fill('https://wiki.example.com/payments/runbooks/key-rotation');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Runbook: rotating the payments API keys',
  );
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('payments');
  await tags.press('Enter');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1400, height: 1500 });
  await expect(
    page.getByRole('button', { name: 'Share link' }),
  ).toBeInViewport();
  await shoot(page, 'link-form');
});

// The shared states every list and page shows (QueryState on Backstage's
// EmptyState, ResponseErrorPanel and Progress), in both themes.
test('empty, not-found and error states, light and dark', async ({ open }) => {
  const page = await open('/agora/questions?q=zzzqqqnomatch');
  for (const theme of ['light', 'dark']) {
    await page.evaluate(t => window.localStorage.setItem('theme', t), theme);
    const suffix = theme === 'dark' ? '-dark' : '';

    await page.goto('/agora/questions?q=zzzqqqnomatch');
    await expect(page.getByText('Nothing matches')).toBeVisible();
    await shoot(page, `state-empty${suffix}`);

    await page.goto('/agora/no-such-page');
    await expect(
      page.getByRole('heading', { name: 'Not found' }),
    ).toBeVisible();
    await shoot(page, `state-not-found${suffix}`);

    // A failing backend, to show the error panel with its Retry action.
    await page.route('**/api/agora/posts/list/**', route =>
      route.fulfill({ status: 500, json: { errors: [{ message: 'Boom' }] } }),
    );
    await page.route('**/api/agora/posts/query**', route =>
      route.fulfill({ status: 500, json: { errors: [{ message: 'Boom' }] } }),
    );
    await page.goto('/agora/questions');
    await expect(
      page.getByRole('button', { name: 'Retry' }).first(),
    ).toBeVisible();
    await shoot(page, `state-error${suffix}`);
    await page.unrouteAll();
  }
});

test('collections list and a collection', async ({ open }) => {
  const page = await open('/agora/collections');
  const cards = page.getByRole('list', { name: 'Collections' });
  await expect(
    cards.getByRole('link', { name: SEEDED_COLLECTION }),
  ).toBeVisible();
  await shoot(page, 'collections-list');
  await cards.getByRole('link', { name: SEEDED_COLLECTION }).click();
  await expect(
    page.getByRole('list', { name: 'Posts in this collection' }),
  ).toBeVisible();
  await shoot(page, 'collection');
});

test('home page card', async ({ open }) => {
  const page = await open('/agora/questions');
  await page.goto('/home');
  const ready = () =>
    expect(
      page.getByRole('table', { name: 'Q&A posts' }).getByRole('row'),
    ).toHaveCount(11);
  await ready();
  await shootBothThemes(page, 'home-card', ready);
});

test('portal search', async ({ open }) => {
  const page = await open('/agora/questions');
  await page.goto('/search?query=kubernetes');
  await expect(
    page.getByRole('link', { name: /kubernetes/i }).first(),
  ).toBeVisible();
  await shoot(page, 'search');
});

test('a tag page', async ({ open }) => {
  const page = await open('/agora/tags');
  await page
    .getByRole('list', { name: 'Tags' })
    .getByRole('link', { name: 'kafka' })
    .click();
  await expect(page.getByRole('list', { name: 'Experts' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
  ).toBeVisible();
  await shoot(page, 'tag');
});

test('the moderator area: deleted posts, light and dark', async ({ open }) => {
  const page = await open('/agora/moderate?tab=deleted');
  const ready = async () => {
    await expect(
      page.getByRole('heading', { name: /^\d+ deleted posts$/ }),
    ).toBeVisible();
    await expect(
      page.getByText('Outdated: CI moved to GitHub Actions.'),
    ).toBeVisible();
  };
  await ready();
  await shootBothThemes(page, 'moderate', ready);
});

test('users list', async ({ open }) => {
  const page = await open('/agora/users');
  await expect(
    page
      .getByRole('list', { name: 'People' })
      .getByRole('link', { name: 'Priya Patel' }),
  ).toBeVisible();
  await shoot(page, 'users-list');
});

test('a user page with the activity chart, light and dark', async ({
  open,
}) => {
  const page = await open('/agora/users');
  await page
    .getByRole('list', { name: 'People' })
    .getByRole('link', { name: 'Priya Patel' })
    .click();
  const ready = async () => {
    await expect(
      page.getByRole('heading', { name: 'Priya Patel', level: 2 }),
    ).toBeVisible();
    await expectDailyChartDrawn(page);
  };
  await ready();
  await shootBothThemes(page, 'user', ready);
});

test('the statistics page, light and dark', async ({ open }) => {
  const page = await open('/agora/statistics');
  const ready = async () => {
    await expectDailyChartDrawn(page);
  };
  await ready();
  // Tall enough for the tiles and the whole chart.
  await page.setViewportSize({ width: 1400, height: 1100 });
  await shootBothThemes(page, 'statistics', ready);
  await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
  await page.goto('/agora/statistics?tab=leaderboards');
  await expect(
    page
      .getByRole('list', { name: 'Most questions' })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await shoot(page, 'statistics-leaderboards');
});

// The dev portal's opt-in in-page DevTools (docs/devtools.md) after a vote,
// the optimistic score change of the cached question open in the Diff view.
// Sofia votes: the seeded question is by someone on the platform team.
test('Redux DevTools after a vote', async ({ open }) => {
  const page = await open('/agora/questions?devtools', USERS.sofia);
  // Wide enough for whole action types in the dock's list.
  await page.setViewportSize({ width: 1800, height: 1000 });
  await page
    .getByRole('list', { name: 'Questions' })
    .getByRole('link', { name: SEEDED_QUESTION })
    .click();
  await questionArticle(page, SEEDED_QUESTION)
    .getByRole('button', { name: 'Vote up' })
    .click();
  const devTools = page.getByRole('complementary', { name: 'Redux DevTools' });
  await expect(
    devTools.getByText('agoraApi/executeMutation/fulfilled'),
  ).toBeVisible();
  // The last patch here is the open question's getPost entry; its Diff
  // opens folded, so unfold it down to the post's fields.
  await devTools
    .getByRole('button', { name: /^agoraApi\/queries\/queryResultPatched/ })
    .last()
    .click();
  for (const key of ['queries', /^getPost\(\d+\)$/, 'data']) {
    await devTools.getByText(key, { exact: true }).last().click();
  }
  await expect(devTools.getByText('score', { exact: true })).toBeVisible();
  await shoot(page, 'devtools');
});

// Last: it edits the seeded article the article shot above shows. Guest is a
// moderator in the dev portal, so this is a moderator's edit of a team's article.
test("an edited article's history, light and dark", async ({ open }) => {
  const page = await open('/agora/articles');
  await page
    .getByRole('list', { name: 'Articles' })
    .getByRole('link', { name: SEEDED_ARTICLE })
    .click();
  await page.waitForURL(/\/agora\/articles\/\d+$/);
  await page.goto(`${page.url()}/edit`);
  const editor = page.getByRole('textbox', { name: 'Article' });
  await expect(editor).not.toHaveValue('');
  const text = await editor.inputValue();
  await editor.fill(
    `${text.replace('maximum-pool-size: 10', 'maximum-pool-size: 8')}\n- \`LISTEN\`/\`NOTIFY\` needs session mode as well.`,
  );
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('payments');
  await tags.press('Enter');
  await page.keyboard.press('Escape');
  await page
    .getByRole('textbox', { name: 'Edit summary' })
    .fill('Smaller pools since the database limit change; LISTEN/NOTIFY');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await questionArticle(page, SEEDED_ARTICLE)
    .getByRole('link', { name: 'Edited' })
    .click();
  const ready = async () => {
    await expect(
      page.getByRole('list', { name: 'Revisions' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: 'Changes' }).locator('ins').first(),
    ).toBeVisible();
  };
  await ready();
  // Tall enough for the list, the pair and the diff down to the new pitfall.
  await page.setViewportSize({ width: 1400, height: 1500 });
  await shootBothThemes(page, 'history', ready);
});

// After the seeded shots: it adds a question, closed as a duplicate of the
// seeded one, which lists then show last.
test('a question closed as a duplicate', async ({ open }) => {
  const seeded = await agoraApi<{ posts: { id: number }[] }>(
    'POST',
    '/posts/query',
    { body: { type: 'question', searchQuery: SEEDED_QUESTION } },
  );
  const original = seeded.posts[0].id;
  const duplicate = await agoraApi<{ id: number }>('POST', '/posts', {
    as: USERS.noah,
    body: {
      type: 'question',
      title: 'Which log format does the log pipeline want?',
      content:
        'Our service logs plain text and the pipeline drops half of the fields. What format should we write?',
      tags: ['observability'],
    },
  });
  await agoraApi('PUT', `/posts/${duplicate.id}/duplicate`, {
    body: { originalId: original },
  });
  const page = await open(`/agora/questions/${duplicate.id}`);
  const ready = () =>
    expect(page.getByRole('note')).toContainText(SEEDED_QUESTION);
  await ready();
  await shootBothThemes(page, 'duplicate', ready);
});

test('the moderator area: posts that need review', async ({ open }) => {
  const page = await open('/agora/moderate?tab=review');
  const ready = () =>
    expect(
      page
        .getByRole('region', { name: /posts? needs? review$/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  await ready();
  await shootBothThemes(page, 'needs-review', ready);
});

test('the flag dialog, light and dark', async ({ open }) => {
  const page = await open('/agora/questions');
  await page
    .getByRole('list', { name: 'Questions' })
    .getByRole('link', { name: OTHERS_QUESTION })
    .click();
  const question = questionArticle(page, OTHERS_QUESTION);
  const ready = async () => {
    await question
      .getByRole('group', { name: 'Post actions' })
      .getByRole('button', { name: 'Flag' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // No reason is chosen for the person: Flag waits for one.
    await dialog.getByRole('radio').nth(1).check();
    await dialog
      .getByRole('textbox')
      .fill('The pipeline reads OpenTelemetry logs since the migration.');
  };
  await ready();
  await shootBothThemes(page, 'flag-dialog', ready);
});

test("a narrow window: the sections behind the header's menu button", async ({
  open,
}) => {
  const page = await open('/agora/questions');
  await page.setViewportSize({ width: 700, height: 900 });
  await page
    .locator('header')
    .getByRole('button', { name: 'Open Q&A navigation' })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Articles' })).toBeVisible();
  await shoot(page, 'narrow-menu');
});

// Last: three people flag a seeded answer, which hides it from its readers.
test('the moderator area: flagged content', async ({ open }) => {
  const seeded = await agoraApi<{ posts: { id: number }[] }>(
    'POST',
    '/posts/query',
    { body: { type: 'question', searchQuery: SEEDED_QUESTION } },
  );
  const post = await agoraApi<{
    answers: { id: number; author: string; correct: boolean }[];
  }>('GET', `/posts/${seeded.posts[0].id}`);
  // Not the accepted answer: the one without code, so its excerpt reads well.
  const answer = post.answers.find(a => !a.correct)!;
  const flaggers = [USERS.liam, USERS.kenji, USERS.lucas, USERS.chloe].filter(
    user => user !== answer.author,
  );
  const reasons = [
    { reason: 'wrong' },
    { reason: 'wrong' },
    {
      reason: 'other',
      text: 'The pipeline reads OpenTelemetry logs since the migration.',
    },
  ];
  for (const [i, body] of reasons.entries())
    await agoraApi(
      'POST',
      `/posts/${seeded.posts[0].id}/answers/${answer.id}/flags`,
      { as: flaggers[i], body },
    );
  const page = await open('/agora/moderate?tab=flags');
  const ready = async () => {
    await expect(
      page.getByRole('heading', { name: '1 flagged item' }),
    ).toBeVisible();
    await expect(page.getByText('3 flags', { exact: true })).toBeVisible();
  };
  await ready();
  await shootBothThemes(page, 'flags', ready);
});

test('an open question hears a new answer, light and dark', async ({
  open,
}) => {
  const question = await createQuestion({});
  const page = await open('/agora/questions');
  // Each answer waits for the page's new subscription (after a reload).
  const subscriptions = watchPostSubscriptions(page, question.id);
  await page.goto(`/agora/questions/${question.id}`);
  let answered = 0;
  const ready = async () => {
    await expect.poll(subscriptions).toBeGreaterThan(answered);
    answered += 1;
    await createAnswer(
      question.id,
      `Answer ${answered}: rotate with two keys valid at once, then drop the old one.`,
      USERS.liam,
    );
    await expect(page.getByText('1 new answer')).toBeVisible();
  };
  await ready();
  await shootBothThemes(page, 'live-notice', ready);
});

test('the moderator area: question templates, light and dark', async ({
  open,
}) => {
  const page = await open('/agora/moderate?tab=templates');
  // A template's ask link, copied to share, with its confirmation.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const ready = async () => {
    const row = page
      .getByRole('listitem')
      .filter({ hasText: 'Incident follow-up' });
    await row.getByRole('button', { name: /^Copy the ask link/ }).click();
    await expect(row.getByText('Link copied')).toBeVisible();
  };
  await ready();
  await shootBothThemes(page, 'templates', ready);
});

test('the editor near its limit, and the ask form under the minimum', async ({
  open,
}) => {
  const page = await open('/agora/questions/ask');
  await page.getByRole('textbox', { name: 'Title' }).fill('Key rotation');
  await page.getByRole('textbox', { name: 'Question' }).fill('How?');
  await shoot(page, 'ask-minimums');
  await page
    .getByRole('textbox', { name: 'Question' })
    .fill('Near the limit. '.repeat(5_800));
  await page.setViewportSize({ width: 1400, height: 1500 });
  await shoot(page, 'editor-counter');
});

test('an outdated post with its reason, light and dark', async ({ open }) => {
  const page = await open('/agora/moderate?tab=review');
  const list = page.getByRole('region', { name: /posts? needs? review$/ });
  await list
    .getByRole('listitem')
    .first()
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .click();
  const due = page
    .getByRole('note')
    .filter({ hasText: 'Is this still right?' });
  await due.getByRole('button', { name: 'Outdated' }).click();
  await page
    .getByRole('dialog')
    .getByRole('textbox')
    .fill('The pipeline moved to OpenTelemetry in March; see the new runbook.');
  await shoot(page, 'outdated-dialog');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Mark outdated' })
    .click();
  const ready = () =>
    expect(
      page.getByRole('note').filter({ hasText: 'Marked outdated' }),
    ).toBeVisible();
  await ready();
  await shootBothThemes(page, 'outdated-banner', ready);
});

test('a search with a typo: corrected, best match first, words marked, light and dark', async ({
  open,
}) => {
  const page = await open('/agora/articles?q=pgbouncr');
  const ready = async () => {
    await expect(
      page.getByText('Showing results for “pgbouncer”'),
    ).toBeVisible();
    await expect(page.locator('mark').first()).toBeVisible();
  };
  await ready();
  await shootBothThemes(page, 'search-results', ready);
});
