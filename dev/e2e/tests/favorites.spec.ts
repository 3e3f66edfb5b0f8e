import {
  createQuestion,
  expect,
  favoriteAndOpenFavorites,
  questionArticle,
  test,
  USERS,
} from '../support/agora';

test('a favourited question shows in /favorites, and leaves it when removed', async ({
  open,
}) => {
  const question = await createQuestion({ as: USERS.priya });
  const page = await open(`/agora/questions/${question.id}`);
  const post = questionArticle(page, question.title);

  const row = await favoriteAndOpenFavorites(page, post, question.title);
  const link = row.getByRole('link', { name: question.title });
  await expect(link).toBeVisible();
  await expect(row.getByText('Question', { exact: true })).toBeVisible();

  await link.click();
  await questionArticle(page, question.title)
    .getByRole('button', { name: 'Remove from favorites' })
    .click();
  await expect(
    questionArticle(page, question.title).getByRole('button', {
      name: 'Add to favorites',
    }),
  ).toBeVisible();
  await page.goto('/agora/favorites');
  await expect(
    page.getByRole('heading', { name: /\d+ posts?$/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Posts' })
      .getByRole('link', { name: question.title }),
  ).toHaveCount(0);
});
