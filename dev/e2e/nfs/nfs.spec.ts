import {
  createAnswer,
  createQuestion,
  expect,
  expectHomeCardFitsItsContent,
  pickActAs,
  test,
  USERS,
  type Page,
} from '../support/agora';
import type { Locator } from '@playwright/test';

// The new frontend system's dev app (dev/nfs): Agora's alpha plugin with the
// catalog, home and search plugins, on the same seeded backend.

test('the Agora page lists the questions, with its nav item', async ({
  open,
}) => {
  // Guest sign-in, then Agora's own header (the sign-in helper waits for it).
  const page = await open('/agora');
  await expect(page).toHaveURL(/\/agora\/questions$/);
  // The seeded community's questions, each linking to its page.
  await expect(
    page.getByRole('heading', { name: /^\d+ questions$/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Questions' })
      .getByRole('link', { name: /\?$/ })
      .first(),
  ).toHaveAttribute('href', /^\/agora\/questions\/\d+$/);
  await expect(
    page
      .getByRole('navigation', { name: 'sidebar nav' })
      .getByRole('link', { name: 'Q&A' }),
  ).toHaveAttribute('href', '/agora');
});

test('the home page shows the Q&A card, linking into Agora', async ({
  open,
}) => {
  const page = await open('/agora');
  await page.goto('/home');
  const table = page.getByRole('table', { name: 'Q&A posts' });
  // Header row plus the first page of posts.
  await expect(table.getByRole('row')).toHaveCount(11);
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/agora\/(questions|articles|links)\/\d+$/);
});

test("a demo component's Q&A tab lists its posts", async ({ open }) => {
  const page = await open('/agora');
  await page.goto('/catalog/default/component/payments-service');
  await page
    .getByRole('navigation', { name: 'Content navigation' })
    .getByRole('link', { name: 'Q&A' })
    .click();
  await expect(page).toHaveURL(/\/payments-service\/agora$/);
  await expect(
    page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Ask question' }),
  ).toHaveAttribute(
    'href',
    `/agora/questions/ask?entity=${encodeURIComponent('component:default/payments-service')}`,
  );
});

test('acting as a demo user, Agora takes them for the signed-in person', async ({
  open,
}) => {
  // The "Act as" choice of the dev portals: Liam's own page offers no Follow…
  const page = await open(
    `/agora/users/${encodeURIComponent(USERS.liam)}`,
    USERS.liam,
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'Liam Chen' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Follow / })).toHaveCount(0);
  // …while another person's page does.
  await page.goto(`/agora/users/${encodeURIComponent(USERS.priya)}`);
  await expect(
    page.getByRole('button', { name: 'Follow Priya Patel' }),
  ).toBeVisible();
});

// The app imports Backstage UI's stylesheet (dev/nfs/index.tsx), which its
// shell and the catalog's entity header are styled by; without it the page
// scrolled sideways and fell back to the browser's serif font.

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The element's text is in a sans-serif font, not the browser's default serif. */
async function expectSansSerif(locator: Locator) {
  const family = await locator.evaluate(el => getComputedStyle(el).fontFamily);
  expect(family).not.toMatch(/Times|(^|,)\s*serif\s*$/i);
}

test('the Agora page fits the window, in the app’s fonts', async ({ open }) => {
  const page = await open('/agora/questions');
  const nav = page.getByRole('navigation', { name: 'Q&A sections' });
  const panel = page.getByRole('region', { name: 'Related' });
  // Three columns at 1400 px, the right panel whole on screen.
  await expect(panel.getByRole('heading').first()).toBeInViewport({
    ratio: 1,
  });
  await expectNoSidewaysScroll(page);
  await expectSansSerif(nav.getByRole('link', { name: 'Questions' }));
  await expectSansSerif(panel.getByRole('link').first());
  // The portal's sidebar links are not underlined.
  const sidebarLink = page
    .getByRole('navigation', { name: 'sidebar nav' })
    .getByRole('link', { name: 'Q&A' });
  await expect(sidebarLink).toHaveCSS('text-decoration-line', 'none');
  await expectSansSerif(sidebarLink);
});

test('the home card fits the window, its last column and pager included', async ({
  open,
}) => {
  const page = await open('/agora');
  await page.goto('/home');
  const table = page.getByRole('table', { name: 'Q&A posts' });
  await expect(
    table.getByRole('columnheader', { name: 'Active' }),
  ).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Next page' })).toBeInViewport({
    ratio: 1,
  });
  await expectNoSidewaysScroll(page);
  await expectSansSerif(table.getByRole('link').first());
  // Its grid item (dev/nfs/app-config.yaml) is as tall as its content.
  await expectHomeCardFitsItsContent(page);
});

test("an entity's header and Q&A tab fit the window, in the app’s fonts", async ({
  open,
}) => {
  const page = await open('/agora');
  await page.goto('/catalog/default/component/payments-service/agora');
  await expect(
    page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
  ).toBeVisible();
  // The catalog's own header, laid out by Backstage UI's stylesheet.
  const title = page.getByRole('heading', {
    name: 'payments-service',
    exact: true,
  });
  await expectSansSerif(title);
  await expect(title).toBeInViewport();
  await expect(
    page.getByRole('link', { name: 'Write article' }),
  ).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await expectSansSerif(page.getByRole('heading', { name: /^\d+ posts$/ }));
});

test("the nav's notifications item counts an answer and opens the notifications page", async ({
  open,
}) => {
  const question = await createQuestion({ as: USERS.maria });
  await createAnswer(question.id, 'Behind the gateway, on 8443.', USERS.liam);
  const page = await open('/agora', USERS.maria);
  const bell = page
    .getByRole('navigation', { name: 'sidebar nav' })
    .getByRole('link', { name: /^Notifications/ });
  await expect(
    bell.getByRole('grid', { name: 'Unread notifications' }),
  ).toHaveText(/^[1-9]\d*\+?$/);
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(
    page.getByRole('link', {
      name: `Liam Chen answered “${question.title}”`,
    }),
  ).toHaveAttribute(
    'href',
    new RegExp(`^/agora/questions/${question.id}#answer_\\d+$`),
  );
});

test('the nav\'s "Act as (dev)" switches demo users, and /settings switches the theme', async ({
  open,
}) => {
  const question = await createQuestion({ as: USERS.liam });
  const page = await open(`/agora/questions/${question.id}`);
  const up = page
    .getByRole('article', { name: question.title })
    .getByRole('button', { name: 'Vote up' });
  await expect(up).toBeEnabled();
  // Acting as the author, the question is one's own: no voting.
  await pickActAs(page, 'Liam Chen');
  await expect(up).toBeDisabled();

  await page
    .getByRole('navigation', { name: 'sidebar nav' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/settings/);
  const background = () =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  await page.getByRole('button', { name: /dark/i }).first().click();
  await expect.poll(background).not.toBe(before);
});
