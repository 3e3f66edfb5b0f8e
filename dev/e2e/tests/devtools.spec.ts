import {
  createQuestion,
  expect,
  questionArticle,
  test,
  USERS,
} from '../support/agora';

test('the in-page Redux DevTools are opt-in and list Agora actions, e.g. a vote', async ({
  open,
}) => {
  const question = await createQuestion({ as: USERS.liam });
  const panel = (page: Awaited<ReturnType<typeof open>>) =>
    page.getByRole('complementary', { name: 'Redux DevTools' });

  const plain = await open(`/agora/questions/${question.id}`);
  await expect(questionArticle(plain, question.title)).toBeVisible();
  await expect(panel(plain)).toHaveCount(0);

  const page = await open(`/agora/questions/${question.id}?devtools`);
  await questionArticle(page, question.title)
    .getByRole('button', { name: 'Vote up' })
    .click();
  await expect(
    panel(page).getByText('agoraApi/executeMutation/fulfilled'),
  ).toBeVisible();
});
