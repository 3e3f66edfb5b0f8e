import {
  createQuestion,
  expect,
  questionArticle,
  test,
  USERS,
} from '../support/agora';

test('a moderator deletes a question with a reason, finds it under Deleted posts and restores it', async ({
  open,
}) => {
  const question = await createQuestion();
  const reason = `Duplicate, see ${question.word}-original`;
  const page = await open(`/agora/questions/${question.id}`);

  await questionArticle(page, question.title)
    .getByRole('button', { name: 'More actions for this post' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this question?' });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
  await dialog.getByRole('button', { name: 'Delete question' }).click();
  await expect(page.getByText('Question deleted')).toBeVisible();

  // Guest moderates: the navigation offers the moderator area, last.
  const nav = page.getByRole('navigation', { name: 'Q&A sections' });
  await expect(nav.getByRole('link').last()).toHaveText('Moderate');
  await nav.getByRole('link', { name: 'Moderate' }).click();
  // It opens on Flags, what its badge counts; each work tab has its count.
  await expect(page.getByRole('tab', { name: /^Flags/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: /^Deleted posts \(\d+\)$/ }).click();
  // Newest deletion first: ours heads the list, with its reason.
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: question.title }) });
  await expect(row.getByText(reason)).toBeVisible();
  await expect(row.getByText('Question', { exact: true })).toBeVisible();

  await row
    .getByRole('button', { name: `Restore “${question.title}”` })
    .click();
  await expect(page.getByRole('heading', { name: question.title })).toHaveCount(
    0,
  );

  await nav.getByRole('link', { name: 'Questions' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(question.word);
  // In the list itself: the Related sidebar may link it as well.
  await expect(
    page
      .getByRole('list', { name: 'Questions' })
      .getByRole('link', { name: question.title }),
  ).toBeVisible();
});

test('someone who is not a moderator gets "not allowed" and no Moderate item', async ({
  open,
}) => {
  const page = await open('/agora/moderate', USERS.liam);
  await expect(
    page.getByRole('heading', { name: 'Not allowed', level: 2 }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Go to questions' }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Q&A sections' });
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Moderate' })).toHaveCount(0);
});
