import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

// A Backstage app as `@backstage/create-app` makes it, on the newest release,
// with Agora installed from its tarballs (dev/new-app/run.sh): the new
// frontend system finds Agora by feature discovery, the backend runs Agora
// and its collator on SQLite. Nothing is seeded.

/** What the page printed that concerns Agora, and every uncaught error. */
function watch(page: Page) {
  const problems: string[] = [];
  const aboutAgora = /agora/i;
  page.on('pageerror', error =>
    problems.push(
      `page error: ${error.message} at ${page.url()}\n${error.stack ?? ''}`,
    ),
  );
  page.on('console', (message: ConsoleMessage) => {
    if (!['error', 'warning'].includes(message.type())) return;
    const where = message.location().url ?? '';
    if (aboutAgora.test(message.text()) || aboutAgora.test(where)) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  return problems;
}

/** Opens a path, signing in as the guest if the app asks. */
async function open(page: Page, path: string) {
  await page.goto(path);
  const guest = page.getByRole('button', { name: /^enter$/i });
  // The app's sidebar, with Agora's nav item in it.
  const ready = page
    .getByRole('navigation', { name: 'sidebar nav' })
    .getByRole('link', { name: 'Q&A' });
  await expect(guest.or(ready).first()).toBeAttached({ timeout: 60_000 });
  if (await guest.isVisible()) {
    await guest.click();
    await expect(ready).toBeAttached();
  }
}

test('Agora in a new app: the page, asking and finding, the entity tab, the home card', async ({
  page,
}) => {
  const problems = watch(page);
  // The new app's home page has a "random joke" widget that fetches from the
  // internet, which CI does not reach; it gets its joke here so that every
  // page error left is a real one.
  await page.route('https://official-joke-api.appspot.com/**', route =>
    route.fulfill({
      json: { setup: 'Why was the question closed?', punchline: 'Duplicate.' },
    }),
  );
  const word = `kestrel${Date.now().toString(36)}`;
  const title = `How do we rotate the ${word} signing keys?`;

  // The page, found by feature discovery, with its nav item.
  await open(page, '/agora');
  await expect(page).toHaveURL(/\/agora\/questions$/);
  await expect(
    page.getByRole('heading', { name: /^\d+ questions?$/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'sidebar nav' })
      .getByRole('link', { name: 'Q&A' }),
  ).toHaveAttribute('href', '/agora');

  // Ask a question.
  await page.getByRole('link', { name: 'Ask question' }).click();
  await expect(
    page.getByRole('heading', { name: 'Ask a question' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Question' })
    .fill('The **signing keys** expire next month; who owns the rotation?');
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('security');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Post your question' }).click();
  await expect(page).toHaveURL(/\/agora\/questions\/\d+$/);
  await expect(
    page.getByRole('heading', { name: title, level: 2 }),
  ).toBeVisible();

  // Find it: a word of its title and another word form of "rotate", best
  // match first.
  await page
    .getByRole('navigation', { name: 'Q&A sections' })
    .getByRole('link', { name: 'Questions' })
    .click();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(`${word} rotating`);
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(
    list.getByRole('listitem').first().getByRole('link', { name: title }),
  ).toBeVisible();
  await expect(page.getByLabel('Sort by')).toContainText('Best match');

  // The entity tab on an example component of the new app's catalog.
  await page.goto('/catalog/default/component/example-website');
  await page
    .getByRole('navigation', { name: 'Content navigation' })
    .getByRole('link', { name: 'Q&A' })
    .click();
  await expect(page).toHaveURL(/\/example-website\/agora$/);
  await expect(
    page.getByRole('heading', { name: /^\d+ posts?$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Ask question' }),
  ).toHaveAttribute(
    'href',
    `/agora/questions/ask?entity=${encodeURIComponent('component:default/example-website')}`,
  );

  // The home card, in the home page's default layout (app-config.yaml).
  await page.goto('/home');
  const table = page.getByRole('table', { name: 'Q&A posts' });
  await expect(table.getByRole('link', { name: title })).toBeVisible();
  await table.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/agora\/questions\/\d+$/);

  expect(problems).toEqual([]);
});
