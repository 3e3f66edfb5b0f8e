import {
  createAnswer,
  createQuestion,
  expect,
  test,
  uniqueWord,
  USERS,
} from '../support/agora';

test("an answer's byline leads to its author's Answers tab, which survives a reload", async ({
  open,
}) => {
  const question = await createQuestion();
  const answerText = `Rotate it with ${uniqueWord('a')} weekly.`;
  await createAnswer(question.id, answerText, USERS.liam);

  const page = await open(`/agora/questions/${question.id}`);
  const answer = page
    .getByRole('region', { name: /\d+ answers?$/ })
    .getByRole('listitem')
    .filter({ hasText: answerText });
  await answer.getByRole('link', { name: 'Liam Chen' }).click();
  await expect(
    page.getByRole('heading', { name: 'Liam Chen', level: 2 }),
  ).toBeVisible();
  // The catalog's entity page, not the dev app's placeholder.
  await expect(
    page.getByRole('link', { name: 'View in catalog' }),
  ).toHaveAttribute('href', '/catalog/default/user/liam.chen');
  // All six tabs fit the column at this width (1400 px): none is scrolled away.
  for (const name of [
    'Statistics',
    'Questions',
    'Articles',
    'Links',
    'Answers',
    'Collections',
  ]) {
    await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  }

  await page.getByRole('tab', { name: 'Answers' }).click();
  await expect(page).toHaveURL(/[?&]tab=answers/);
  const answers = page.getByRole('list', { name: 'Answers by Liam Chen' });
  const link = answers.getByRole('link', { name: question.title });
  await expect(link).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('tab', { name: 'Answers', selected: true }),
  ).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`/questions/${question.id}#answer_\\d+$`),
  );
});

test('the users list finds a person by a display name their ref does not contain', async ({
  open,
}) => {
  // María García's ref is maria.garcia: "garcía" matches only her name.
  await createQuestion({ as: 'user:default/maria.garcia' });
  const page = await open('/agora/users');
  const people = page.getByRole('list', { name: 'People', exact: true });
  await expect(people.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('garcía');
  // One card left (each card names its person in a heading).
  await expect(people.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(
    people.getByRole('link', { name: 'María García' }),
  ).toBeVisible();
});
