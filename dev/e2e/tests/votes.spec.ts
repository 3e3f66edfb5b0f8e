import {
  createQuestion,
  expect,
  questionArticle,
  test,
  USERS,
} from '../support/agora';

test('vote up, up again removes it, down, and the vote survives a reload', async ({
  open,
}) => {
  const question = await createQuestion({ as: USERS.liam });
  const page = await open(`/agora/questions/${question.id}`);
  const post = questionArticle(page, question.title);
  const up = post.getByRole('button', { name: 'Vote up' });
  const down = post.getByRole('button', { name: 'Vote down' });
  // The announced score; the visible number next to it is aria-hidden.
  // Only exactly one is singular: a score of -1 reads "-1 votes".
  const score = post.getByRole('status').filter({ hasText: / votes?$/ });

  await expect(score).toHaveText('0 votes');

  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(score).toHaveText('1 vote');

  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(score).toHaveText('0 votes');

  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(score).toHaveText('-1 votes');

  await page.reload();
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(score).toHaveText('-1 votes');
});

test('votes are disabled on your own question, with the reason', async ({
  open,
}) => {
  const question = await createQuestion();
  const page = await open(`/agora/questions/${question.id}`);
  const post = questionArticle(page, question.title);

  for (const name of ['Vote up', 'Vote down']) {
    const button = post.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'You cannot vote on your own post',
    );
  }

  // Someone else may vote on it.
  const liam = await open(`/agora/questions/${question.id}`, USERS.liam);
  await expect(
    questionArticle(liam, question.title).getByRole('button', {
      name: 'Vote up',
    }),
  ).toBeEnabled();
});
