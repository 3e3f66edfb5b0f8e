import {
  actAs,
  agoraApi,
  answerItem,
  createAnswer,
  createQuestion,
  expect,
  test,
  USERS,
  type Page,
} from '../support/agora';

/**
 * Flags (docs/api.md, "Flags"): the dev portal hides an item once three
 * people (agora.flags.hideAfter's default) have open flags on it, from
 * everyone but its author and moderators, until a moderator resolves them.
 * Liam, Priya and Aisha flag Sofia's answer to Noah's question, which Kenji
 * answered too; Omar only reads; the guest moderates.
 */

/** The Moderate badge's spoken text. */
const badgeLabel = (count: number) =>
  `${count} flagged ${count === 1 ? 'item' : 'items'} to review`;

async function openFlagsCount(): Promise<number> {
  return (await agoraApi<{ count: number }>('GET', '/flags/count')).count;
}

/** Flags the answer through its menu and the reason dialog. */
async function flagAnswer(
  page: Page,
  text: string,
  reason: string,
  what?: string,
) {
  const answer = answerItem(page, text);
  await answer
    .getByRole('button', { name: 'More actions for this answer' })
    .click();
  await page.getByRole('menuitem', { name: 'Flag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flag this answer' });
  await dialog.getByRole('radio', { name: reason }).check();
  if (what)
    await dialog.getByRole('textbox', { name: 'What is wrong?' }).fill(what);
  await dialog.getByRole('button', { name: 'Flag' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    answer
      .getByRole('status')
      .filter({ hasText: 'Thanks: a moderator will look at it.' }),
  ).toBeVisible();
}

/**
 * The reader comes back to the tab: Agora refetches what the page shows
 * (refetchOnFocus), so the question's answers are the server's again.
 */
async function lookAgain(page: Page, postId: number) {
  const refetched = page.waitForResponse(
    res =>
      res.request().method() === 'GET' &&
      new URL(res.url()).pathname === `/api/agora/posts/${postId}`,
  );
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await refetched;
}

test('three flags hide an answer from readers but not its author; a moderator dismisses them from the Flags tab and it is back', async ({
  open,
}) => {
  // Six users, each a load of the dev bundle (two pages, one of them
  // switching user four times): one more than duplicates.spec's five pages
  // in its 4 minutes, so 5 (a hang still fails).
  test.setTimeout(300_000);
  const question = await createQuestion({ as: USERS.noah });
  const path = `/agora/questions/${question.id}`;
  const flagged = `Just delete the ${question.word} cache and hope for the best.`;
  const other = `Set ${question.word}.enabled in the pipeline config instead.`;
  await createAnswer(question.id, flagged, USERS.sofia);
  await createAnswer(question.id, other, USERS.kenji);
  const before = await openFlagsCount();

  const [reader, page] = await Promise.all([
    open(path, USERS.omar),
    open(path, USERS.liam),
  ]);
  await expect(answerItem(reader, flagged)).toBeVisible();

  // Two flags: still there for everyone.
  await flagAnswer(page, flagged, 'Spam');
  await actAs(page, USERS.priya);
  await flagAnswer(page, flagged, 'Offensive');
  await lookAgain(reader, question.id);
  await expect(answerItem(reader, other)).toBeVisible();
  await expect(answerItem(reader, flagged)).toBeVisible();

  // The third person's flag hides it from readers and flaggers alike…
  await actAs(page, USERS.aisha);
  const reason = `Deleting the ${question.word} cache loses every build.`;
  await flagAnswer(page, flagged, 'Something else', reason);
  for (const someone of [page, reader]) {
    await lookAgain(someone, question.id);
    await expect(answerItem(someone, other)).toBeVisible();
    await expect(answerItem(someone, flagged)).toHaveCount(0);
  }

  // …but not from its author, nor from the moderator, whose badge counts it.
  await actAs(page, USERS.sofia);
  await expect(answerItem(page, flagged)).toBeVisible();
  await actAs(page);
  await expect(answerItem(page, flagged)).toBeVisible();
  const moderate = page
    .getByRole('navigation', { name: 'Q&A sections' })
    .getByRole('link', { name: /^Moderate/ });
  const badge = moderate.getByRole('status');
  await expect(badge).toHaveAccessibleName(badgeLabel(before + 1));

  // The Flags tab shows how many flagged it and why.
  await moderate.click();
  const tab = page.getByRole('tab', { name: /^Flags/ });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: question.title }) });
  await expect(row.getByText('3 flags', { exact: true })).toBeVisible();
  await expect(row.getByText('Hidden from readers')).toBeVisible();
  await expect(row.getByText(flagged)).toBeVisible();
  await expect(
    row.getByRole('list', { name: 'Reason' }).getByRole('listitem'),
  ).toHaveText(['Spam × 1', 'Offensive × 1', 'Something else × 1']);
  await expect(row.getByText(reason)).toBeVisible();

  // Dismissed: off the queue, the badge drops, and readers see it again.
  await row.getByRole('button', { name: `Dismiss: ${question.title}` }).click();
  await expect(row).toHaveCount(0);
  if (before === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveAccessibleName(badgeLabel(before));
  expect(await openFlagsCount()).toBe(before);
  await lookAgain(reader, question.id);
  await expect(answerItem(reader, flagged)).toBeVisible();
});
