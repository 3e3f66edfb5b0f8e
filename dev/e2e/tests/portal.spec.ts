import { expect, test } from '../support/agora';

// The dev portal's home and search pages (dev/app): Agora outside its own page.

test('the home page card lists the latest posts and switches to the most viewed', async ({
  open,
}) => {
  // Signed in on Agora's page (the sign-in helper waits for its header).
  const page = await open('/agora/questions');
  await page.goto('/home');
  const table = page.getByRole('table', { name: 'Q&A posts' });
  // Header row plus the first page of posts.
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Latest' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Most viewed' }).click();
  await expect(
    page.getByRole('button', { name: 'Most viewed' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('row')).toHaveCount(11);

  // A title opens the post on Agora's page.
  const first = table.getByRole('row').nth(1).getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/agora\/(questions|articles|links)\/\d+/);
  await expect(
    page.getByRole('heading', { name: title, level: 2 }),
  ).toBeVisible();
});

test('portal search finds a seeded article and opens it in Agora', async ({
  open,
}) => {
  const page = await open('/agora/questions');
  await page.goto('/search?query=PgBouncer');
  const result = page.getByRole('link', {
    name: /Postgres connection pooling with PgBouncer/,
  });
  // The collator's first run starts a few seconds after the backend.
  await expect(async () => {
    await page.reload();
    await expect(result.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await result.first().click();
  await expect(page).toHaveURL(/\/agora\/articles\/\d+/);
  await expect(
    page.getByRole('heading', {
      name: 'Postgres connection pooling with PgBouncer',
      level: 2,
    }),
  ).toBeVisible();
});
