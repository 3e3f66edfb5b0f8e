import { createQuestion, expect, test, USERS } from '../support/agora';

test('the view count rises by exactly one per visit, not per reload', async ({
  open,
}) => {
  const question = await createQuestion({ as: USERS.liam });
  const path = `/agora/questions/${question.id}`;

  const guest = await open(path);
  await expect(guest.getByText('Viewed 1 time', { exact: true })).toBeVisible();

  // The same user coming back within the hour is the same visit.
  await guest.reload();
  await expect(
    guest.getByRole('heading', { name: question.title, level: 2 }),
  ).toBeVisible();
  await expect(guest.getByText('Viewed 1 time', { exact: true })).toBeVisible();

  const sofia = await open(path, USERS.sofia);
  await expect(
    sofia.getByText('Viewed 2 times', { exact: true }),
  ).toBeVisible();
});
