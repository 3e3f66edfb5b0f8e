import path from 'node:path';
import { expect, test, type Page } from '../support/agora';

// Run with `CI=true AGORA_SCREENSHOTS=1 npm run test:e2e`: a fresh data
// directory seeded with the demo community, so the pictures only change
// when the screens do.
const imagesDir = path.resolve(__dirname, '../../../docs/images');
const SEEDED_QUESTION =
  'Structured logging format expected by the log pipeline';

async function shoot(page: Page, name: string) {
  // Let images, fonts and the quiet revalidation indicator settle.
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: path.join(imagesDir, `${name}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
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
  await expect(
    page.getByRole('heading', { name: /^\d+ answers$/ }),
  ).toBeVisible();
  await shoot(page, 'question');

  // The dev app's theme switcher stores the choice here (AppThemeSelector).
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(
    page.getByRole('heading', { name: /^\d+ answers$/ }),
  ).toBeVisible();
  await shoot(page, 'question-dark');
});

test('ask form', async ({ open }) => {
  const page = await open('/agora/questions/ask');
  await page.getByRole('button', { name: /^Blank question/ }).click();
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
