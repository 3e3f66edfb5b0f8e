import {
  createQuestion,
  expect,
  questionArticle,
  test,
  uniqueWord,
} from '../support/agora';

test('edit loads the current values and saving returns to the question', async ({
  open,
}) => {
  const question = await createQuestion();
  const page = await open(`/agora/questions/${question.id}`);

  await questionArticle(page, question.title)
    .getByRole('group', { name: 'Post actions' })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/agora/questions/${question.id}/edit$`),
  );
  const title = page.getByRole('textbox', { name: 'Title' });
  const content = page.getByRole('textbox', { name: 'Question' });
  await expect(title).toHaveValue(question.title);
  await expect(content).toHaveValue(question.content);

  const newTitle = `${question.title} (edited ${uniqueWord('e')})`;
  const newContent = `${question.content}\n\nUpdate: it is the \`retries\` setting.`;
  await title.fill(newTitle);
  await content.fill(newContent);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/agora/questions/${question.id}$`));
  const post = questionArticle(page, newTitle);
  await expect(
    post.getByRole('heading', { name: newTitle, level: 2 }),
  ).toBeVisible();
  await expect(post.getByText('Update: it is the')).toBeVisible();
  await expect(post.getByRole('link', { name: 'Edited' })).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('heading', { name: newTitle, level: 2 }),
  ).toBeVisible();
});
