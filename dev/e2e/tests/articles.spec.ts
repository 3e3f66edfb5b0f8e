import { expect, test, uniqueWord } from '../support/agora';

/** Enough text between headings that the last one starts out of view. */
const filler = Array.from(
  { length: 8 },
  (_, i) =>
    `Step ${i + 1}: roll the change out to one more region, watch the error rate for an hour, then continue.`,
).join('\n\n');

test('write an article → listed → its contents jump to a heading → edit → delete with a reason', async ({
  open,
}) => {
  const word = uniqueWord('art');
  const title = `Rolling out ${word} one region at a time`;
  const content = [
    `Why and how we roll out ${word} gradually.`,
    '## Background',
    filler,
    '## Configuration',
    '```yaml\nrollout:\n  regions: [eu-west, us-east]\n```',
    filler,
    '## Rollback plan',
    'Revert the flag; the old path stays deployed for a week.',
  ].join('\n\n');

  const page = await open('/agora/articles');
  await page.getByRole('link', { name: 'Write article' }).click();
  await expect(page).toHaveURL(/\/agora\/articles\/write$/);
  await expect(
    page.getByRole('heading', { name: 'Write an article' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Article' }).fill(content);
  await page.getByRole('button', { name: 'Publish article' }).click();

  await expect(page).toHaveURL(/\/agora\/articles\/\d+$/);
  const id = /\/articles\/(\d+)$/.exec(page.url())![1];
  const article = page.getByRole('article', { name: title });
  await expect(
    article.getByRole('heading', { name: title, level: 2 }),
  ).toBeVisible();
  await expect(article.locator('pre')).toContainText('regions: [eu-west');

  // Listed, newest first, under Articles.
  await page
    .getByRole('navigation', { name: 'Q&A sections' })
    .getByRole('link', { name: 'Articles' })
    .click();
  await expect(page).toHaveURL(/\/agora\/articles\/?(\?.*)?$/);
  const list = page.getByRole('list', { name: 'Articles' });
  await list.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/agora/articles/${id}$`));

  // The contents link to the rendered headings' own anchors.
  const contents = article.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveText([
    'Background',
    'Configuration',
    'Rollback plan',
  ]);
  const rollback = article.getByRole('heading', { name: 'Rollback plan' });
  await expect(rollback).not.toBeInViewport();
  await contents.getByRole('link', { name: 'Rollback plan' }).click();
  await expect(rollback).toBeInViewport();
  await expect(rollback).toBeFocused();
  await expect(page).toHaveURL(/#user-content-rollback-plan$/);

  // Edit loads the article and saving returns to it.
  await article
    .getByRole('group', { name: 'Post actions' })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/agora/articles/${id}/edit$`));
  await expect(
    page.getByRole('heading', { name: 'Edit article' }),
  ).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Article' });
  await expect(editor).toHaveValue(content);
  await editor.fill(`${content}\n\nUpdate: the flag is gone since ${word}.`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/agora/articles/${id}$`));
  await expect(
    article.getByText(`Update: the flag is gone since ${word}.`),
  ).toBeVisible();

  // Delete with a reason returns to the articles, which confirm it.
  await article
    .getByRole('button', { name: 'More actions for this post' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this article?' });
  await dialog
    .getByRole('textbox', { name: 'Reason (optional)' })
    .fill('Superseded by the platform handbook');
  await dialog.getByRole('button', { name: 'Delete article' }).click();

  await expect(page).toHaveURL(/\/agora\/articles\/?(\?.*)?$/);
  await expect(page.getByText('Article deleted')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await expect(page.getByText('Nothing matches')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
