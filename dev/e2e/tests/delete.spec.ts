import {
  createQuestion,
  expect,
  questionArticle,
  test,
} from '../support/agora';

test('deleting a question with a reason returns to the list, which confirms it and no longer shows it', async ({
  open,
}) => {
  const question = await createQuestion();
  const page = await open(`/agora/questions/${question.id}`);

  await questionArticle(page, question.title)
    .getByRole('button', { name: 'More actions for this post' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this question?' });
  await dialog
    .getByRole('textbox', { name: 'Reason (optional)' })
    .fill('Duplicate of an older question');
  await dialog.getByRole('button', { name: 'Delete question' }).click();

  await expect(page).toHaveURL(/\/agora\/questions\/?(\?.*)?$/);
  await expect(page.getByText('Question deleted')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /\d+ questions?$/ }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(question.word);
  await expect(page.getByText('Nothing matches')).toBeVisible();
  await expect(page.getByRole('link', { name: question.title })).toHaveCount(0);
});
