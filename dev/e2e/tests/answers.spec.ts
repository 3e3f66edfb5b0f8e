import {
  answerItem,
  createAnswer,
  createQuestion,
  expect,
  questionArticle,
  test,
  uniqueWord,
  USERS,
  watchPostSubscriptions,
} from '../support/agora';

test('a second user answers and comments; the author comments on the answer', async ({
  open,
}) => {
  const question = await createQuestion();
  const path = `/agora/questions/${question.id}`;
  const answerText = `Set ${uniqueWord('a')} in the pipeline settings.`;
  // The author has the question open while Liam answers: the page hears it
  // through Backstage signals (docs/notifications.md, "Live updates").
  const guest = await open('/agora/questions');
  const subscriptions = watchPostSubscriptions(guest, question.id);
  await guest.goto(path);
  await expect.poll(subscriptions).toBeGreaterThan(0);

  const liam = await open(path, USERS.liam);
  await expect(liam.getByText('No answers yet')).toBeVisible();
  await liam.getByRole('textbox', { name: 'Your answer' }).fill(answerText);
  await liam.getByRole('button', { name: 'Post your answer' }).click();
  await expect(answerItem(liam, answerText)).toBeVisible();
  await expect(
    liam.getByRole('heading', { name: '1 answer', level: 2 }),
  ).toBeVisible();
  // The form is emptied for the next answer.
  await expect(liam.getByRole('textbox', { name: 'Your answer' })).toHaveValue(
    '',
  );

  // A comment on the question itself.
  const questionComment = `Which version? ${uniqueWord('c')}`;
  const post = questionArticle(liam, question.title);
  await post.getByRole('button', { name: 'Add a comment' }).click();
  await post.getByRole('textbox', { name: 'Comment' }).fill(questionComment);
  await post.getByRole('button', { name: 'Add comment' }).click();
  await expect(
    post.getByRole('list', { name: 'Comments' }).getByText(questionComment),
  ).toBeVisible();

  // The question's author is told of both and shows them; then comments on the answer.
  const notice = guest
    .getByRole('status')
    .filter({ hasText: '1 new answer and 1 new comment' });
  await notice.getByRole('button', { name: 'Show' }).click();
  await expect(notice).toHaveCount(0);
  const answer = answerItem(guest, answerText);
  await expect(answer).toBeVisible();
  await expect(
    questionArticle(guest, question.title).getByText(questionComment),
  ).toBeVisible();
  const answerComment = `Thanks, that worked ${uniqueWord('c')}`;
  await answer.getByRole('button', { name: 'Add a comment' }).click();
  await answer.getByRole('textbox', { name: 'Comment' }).fill(answerComment);
  await answer.getByRole('button', { name: 'Add comment' }).click();
  await expect(
    answer.getByRole('list', { name: 'Comments' }).getByText(answerComment),
  ).toBeVisible();

  await guest.reload();
  await expect(
    answerItem(guest, answerText).getByText(answerComment),
  ).toBeVisible();
});

test('the author marks one correct answer; marking another moves it; it survives a reload', async ({
  open,
}) => {
  const question = await createQuestion();
  const first = `Use the first approach ${uniqueWord('a')}.`;
  const second = `Use the second approach ${uniqueWord('a')}.`;
  await createAnswer(question.id, first, USERS.liam);
  await createAnswer(question.id, second, USERS.priya);

  const page = await open(`/agora/questions/${question.id}`);
  // "Mark as correct answer", or "Unmark as correct answer" once it is.
  const mark = (text: string) =>
    answerItem(page, text).getByRole('button', {
      name: /^(Unm|M)ark as correct answer$/,
    });

  await expect(mark(first)).toHaveAttribute('aria-pressed', 'false');
  await mark(first).click();
  await expect(mark(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(
    answerItem(page, first).getByText('Correct answer', { exact: true }),
  ).toBeVisible();

  await mark(second).click();
  await expect(mark(second)).toHaveAttribute('aria-pressed', 'true');
  await expect(mark(first)).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(mark(second)).toHaveAttribute('aria-pressed', 'true');
  await expect(mark(first)).toHaveAttribute('aria-pressed', 'false');
  await expect(
    page.getByRole('button', {
      name: 'Unmark as correct answer',
      pressed: true,
    }),
  ).toHaveCount(1);
});

test('a failed answer keeps the typed text and says why', async ({ open }) => {
  const question = await createQuestion({ as: USERS.liam });
  const page = await open(`/agora/questions/${question.id}`);
  await page.route(`**/api/agora/posts/${question.id}/answers`, route =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Database is down' }] }),
        })
      : route.continue(),
  );
  const typed = `This must not be lost ${uniqueWord('a')}`;
  const editor = page.getByRole('textbox', { name: 'Your answer' });
  await editor.fill(typed);
  await page.getByRole('button', { name: 'Post your answer' }).click();

  await expect(
    page.getByRole('region', { name: 'Your answer' }).getByRole('alert'),
  ).toBeVisible();
  await expect(editor).toHaveValue(typed);
  await expect(
    page.getByRole('button', { name: 'Post your answer' }),
  ).toBeEnabled();
});
