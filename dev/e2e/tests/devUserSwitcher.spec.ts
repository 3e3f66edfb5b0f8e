import {
  actAsSwitcher,
  createQuestion,
  expect,
  pickActAs,
  questionArticle,
  test,
  USERS,
} from '../support/agora';

test('the dev app switches to another demo user and back', async ({ open }) => {
  const question = await createQuestion({ as: USERS.liam });
  const page = await open(`/agora/questions/${question.id}`);
  const up = questionArticle(page, question.title).getByRole('button', {
    name: 'Vote up',
  });
  await expect(up).toBeEnabled();

  // Acting as the author, the same question is one's own: no voting.
  await pickActAs(page, 'Liam Chen');
  await expect(up).toBeDisabled();

  // …and their own user page is theirs too: no Follow on oneself.
  await page.goto(`/agora/users/${encodeURIComponent(USERS.liam)}`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Liam Chen' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Follow / })).toHaveCount(0);

  // Back on the question while the switcher's list of users is still
  // loading: the pick shows as its ref, and switching back still reloads.
  let releaseList!: () => void;
  const listHeld = new Promise<void>(resolve => (releaseList = resolve));
  await page.route('**/api/catalog/entities/by-query*', async route => {
    await listHeld;
    await route.continue();
  });
  await page.goto(`/agora/questions/${question.id}`);
  const switcher = actAsSwitcher(page);
  await expect(switcher).toHaveText(USERS.liam);
  await expect(up).toBeDisabled();
  await switcher.click();
  await page.getByRole('option', { name: 'Signed-in user' }).click();
  releaseList();
  await expect(up).toBeEnabled();
  await expect(switcher).toHaveText('Signed-in user');
});
