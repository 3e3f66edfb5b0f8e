import {
  createQuestion,
  expect,
  questionArticle,
  test,
  USERS,
  type Page,
} from '../support/agora';

/**
 * Closing a question as a duplicate (docs/api.md, "Duplicates"): the guest
 * moderates in the dev portal; Liam is a member, whom the dev policy does
 * not let close questions.
 */

const answerBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Your answer' });

test('a moderator closes a question as a duplicate: the banner leads to the original, answers stop, and reopening brings them back', async ({
  open,
}) => {
  // Two users, five pages: 1.7–2 of the default 2 minutes on a busy CI
  // machine, so it gets twice that (a hang still fails).
  test.setTimeout(240_000);
  const original = await createQuestion({ as: USERS.priya });
  const duplicate = await createQuestion({ as: USERS.sofia });

  // A member may not close it, and can answer it.
  const liam = await open(`/agora/questions/${duplicate.id}`, USERS.liam);
  await expect(answerBox(liam)).toBeVisible();
  // Their actions are the visible ones; nothing rarer is theirs, so no menu.
  const theirs = questionArticle(liam, duplicate.title);
  await expect(theirs.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(
    theirs.getByRole('button', { name: 'More actions for this post' }),
  ).toHaveCount(0);

  // The moderator finds the original by search and closes the question.
  const page = await open(`/agora/questions/${duplicate.id}`);
  await questionArticle(page, duplicate.title)
    .getByRole('button', { name: 'More actions for this post' })
    .click();
  await page.getByRole('menuitem', { name: 'Close as duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close as a duplicate' });
  await dialog
    .getByRole('textbox', { name: 'Search questions' })
    .fill(original.word);
  await dialog.getByRole('radio', { name: original.title }).check();
  await dialog.getByRole('button', { name: 'Close as duplicate' }).click();
  await expect(dialog).toBeHidden();
  const banner = page.getByRole('note');
  await expect(banner).toContainText('This question has an answer here:');
  await expect(answerBox(page)).toHaveCount(0);

  // Everyone reads it closed: the banner, no answer form, and why.
  await liam.reload();
  await expect(liam.getByRole('note')).toContainText(original.title);
  await expect(
    liam.getByText(/closed as a duplicate, so it takes no new answers/),
  ).toBeVisible();
  await expect(answerBox(liam)).toHaveCount(0);
  await liam
    .getByRole('note')
    .getByRole('link', { name: original.title })
    .click();
  await expect(liam).toHaveURL(new RegExp(`/agora/questions/${original.id}$`));
  await expect(answerBox(liam)).toBeVisible();

  // The moderator area lists it; Reopen there opens it to answers again.
  await page.goto('/agora/moderate?tab=duplicates');
  const reopen = page.getByRole('button', {
    name: `Reopen “${duplicate.title}”`,
  });
  await reopen.click();
  await expect(reopen).toHaveCount(0);
  await liam.goto(`/agora/questions/${duplicate.id}`);
  await expect(answerBox(liam)).toBeVisible();
  await expect(liam.getByRole('note')).toHaveCount(0);
});
