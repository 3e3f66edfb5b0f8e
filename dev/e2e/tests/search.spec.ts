import { expect, test } from '../support/agora';

// Agora's own search on the seeded community (docs/search.md): what the
// backend's engine answers, as the list shows it in a real browser.
test('search: best match first, a typo corrected, the words highlighted', async ({
  open,
}) => {
  const page = await open('/agora/articles');
  const search = page.getByRole('searchbox', { name: 'Search' });
  const list = page.getByRole('list', { name: 'Articles' });

  // A misspelt word: the results are for the spelling the posts use.
  await search.fill('pgbouncr');
  await expect(page.getByRole('status')).toHaveText(
    /Showing results for “pgbouncer”\s*No posts matched “pgbouncr”\./,
  );
  const first = list.getByRole('listitem').first();
  await expect(
    first.getByRole('link', {
      name: 'Postgres connection pooling with PgBouncer',
    }),
  ).toBeVisible();
  await expect(first.locator('mark').first()).toHaveText(/pgbouncer/i);
  // Best match is the order while searching, and the URL only keeps the words.
  await expect(page.getByLabel('Sort by')).toContainText('Best match');
  await expect(page).toHaveURL(/[?&]q=pgbouncr(&|$)/);
  await expect(page).not.toHaveURL(/orderBy=/);

  // Cleared, the list is newest first again and "Best match" is gone.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByText('Showing results for')).toHaveCount(0);
  await expect(page.getByLabel('Sort by')).toContainText('Newest');
});
