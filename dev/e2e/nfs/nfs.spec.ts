import { expect, test, USERS } from '../support/agora';

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
