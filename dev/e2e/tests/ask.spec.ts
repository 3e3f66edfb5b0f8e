import { expect, openBlankAskForm, test, uniqueWord } from '../support/agora';

test('ask with a tag → it is listed → it is found by a word of its content', async ({
  open,
}) => {
  const titleWord = uniqueWord('title');
  const contentWord = uniqueWord('content');
  const tag = `e2e-${uniqueWord('t')}`;
  const title = `Where is the ${titleWord} runbook kept?`;

  const page = await open('/agora/questions');
  await page.getByRole('link', { name: 'Ask question' }).click();
  await expect(page).toHaveURL(/\/agora\/questions\/ask/);
  await openBlankAskForm(page);

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(page.getByText(`${title.length}/255`)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Question' })
    .fill(
      `We lost track of the **${contentWord}** document after the migration.`,
    );
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill(tag);
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Post your question' }).click();

  // Success navigates to the new question.
  await expect(page).toHaveURL(/\/agora\/questions\/\d+$/);
  await expect(
    page.getByRole('heading', { name: title, level: 2 }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: tag, exact: true }),
  ).toBeVisible();

  // Listed: newest first on the questions list.
  await page
    .getByRole('navigation', { name: 'Q&A sections' })
    .getByRole('link', { name: 'Questions' })
    .click();
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  // The author is named as in the catalog (dev/catalog/org.yaml), not by ref.
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('link', { name: 'Guest User' }),
  ).toBeVisible();

  // Found by a word that is only in its content, and the URL keeps the search.
  await page.getByRole('searchbox', { name: 'Search' }).fill(contentWord);
  await expect(page).toHaveURL(new RegExp(contentWord));
  await expect(
    page.getByRole('heading', { name: '1 question', level: 2 }),
  ).toBeVisible();
  await expect(list.getByRole('link', { name: title })).toBeVisible();
});

test('a failed ask keeps everything typed and says why', async ({ open }) => {
  const page = await open('/agora/questions/ask');
  await openBlankAskForm(page);
  await page.route('**/api/agora/posts', route =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Database is down' }] }),
        })
      : route.continue(),
  );

  const title = `Will this survive a failure ${uniqueWord('f')}?`;
  const content = 'A long explanation that took a while to type.';
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Question' }).fill(content);
  await page.getByRole('button', { name: 'Post your question' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Database is down' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/agora\/questions\/ask/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue(
    content,
  );
  await expect(
    page.getByRole('button', { name: 'Post your question' }),
  ).toBeEnabled();
});
