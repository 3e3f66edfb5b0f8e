import {
  agoraApi,
  expect,
  questionArticle,
  test,
  uniqueWord,
  type Page,
} from '../support/agora';

/**
 * Revision history (docs/api.md, "Revisions"): every edit is kept, shown as
 * a diff from the page a reader is on, and undone by restoring an earlier
 * revision as a new one.
 */

/** Edits the article's text on its edit page, with an optional summary. */
async function editArticle(
  page: Page,
  id: number,
  text: string,
  summary?: string,
) {
  await page.goto(`/agora/articles/${id}/edit`);
  const editor = page.getByRole('textbox', { name: 'Article' });
  await expect(editor).not.toHaveValue('');
  await editor.fill(text);
  if (summary)
    await page.getByRole('textbox', { name: 'Edit summary' }).fill(summary);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/agora/articles/${id}$`));
}

test('edit an article twice, see the second edit as a diff from "Edited", restore the first version', async ({
  open,
}) => {
  const word = uniqueWord('h');
  const title = `Rollout checklist ${word}`;
  const first = `Deploy with the blue pipeline ${word}.`;
  const article = await agoraApi<{ id: number }>('POST', '/posts', {
    body: { type: 'article', title, content: first, tags: ['e2e'] },
  });
  const page = await open(`/agora/articles/${article.id}`);

  await editArticle(
    page,
    article.id,
    `Deploy with the green pipeline ${word}.`,
  );
  await editArticle(
    page,
    article.id,
    `Deploy with the green pipeline ${word} after the smoke tests.`,
    'Smoke tests come first',
  );

  await questionArticle(page, title)
    .getByRole('link', { name: 'Edited' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/agora/articles/${article.id}/history`),
  );
  const revisions = page.getByRole('list', { name: 'Revisions' });
  await expect(revisions.getByRole('listitem')).toHaveCount(3);
  await expect(revisions.getByRole('listitem').first()).toContainText(
    'Smoke tests come first',
  );

  // The newest revision against the one before it: the second edit.
  const changes = page.getByRole('region', { name: 'Changes' });
  // Named for a screen reader, not only coloured.
  await expect(changes.locator('ins')).toHaveText(
    'Added: after the smoke tests',
    { useInnerText: true },
  );

  // Restore the first version.
  await page
    .getByRole('button', { name: 'Show changes of revision 1' })
    .click();
  await page.getByRole('button', { name: 'Restore revision 1' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Restore this revision' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/agora/articles/${article.id}$`));
  const restored = questionArticle(page, title);
  await expect(restored.getByText(first)).toBeVisible();
  await expect(restored.getByText('after the smoke tests')).toHaveCount(0);

  // The history keeps everything, the restore on top.
  await restored.getByRole('link', { name: 'Edited' }).click();
  await expect(revisions.getByRole('listitem')).toHaveCount(4);
  await expect(revisions.getByRole('listitem').first()).toContainText(
    'Restored revision 1',
  );
});
