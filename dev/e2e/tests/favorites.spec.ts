import {
  createQuestion,
  expect,
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

  await post.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(
    post.getByRole('button', { name: 'Remove from favorites' }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Q&A sections' })
    .getByRole('link', { name: 'Favorites' })
    .click();
  await expect(page).toHaveURL(/\/agora\/favorites/);
  // Favorites mix every post type, each row with its type chip.
  const posts = page.getByRole('list', { name: 'Posts' });
  const link = posts.getByRole('link', { name: question.title });
  await expect(link).toBeVisible();
  await expect(
    posts
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: question.title }) })
      .getByText('Question', { exact: true }),
  ).toBeVisible();

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
  await expect(posts.getByRole('link', { name: question.title })).toHaveCount(
    0,
  );
});
