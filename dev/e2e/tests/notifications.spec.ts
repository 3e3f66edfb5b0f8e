import {
  answerItem,
  createQuestion,
  expect,
  questionArticle,
  test,
  uniqueWord,
  USERS,
  type Page,
} from '../support/agora';

/**
 * Agora's notifications in the portal (docs/notifications.md): Backstage's
 * bell in the sidebar, its notifications page and the settings tab, fed by
 * the dev backend's notifications and signals backends. Agora sends after
 * the write, in the background, so every check waits.
 */

/** The sidebar's notifications item. */
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

/** The unread count on the bell; 0 when it shows none. */
async function unreadCount(page: Page) {
  const badge = bell(page).getByRole('grid', { name: 'Unread notifications' });
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.replace('+', ''));
}

test("an answer reaches the question's author: the bell counts it, the notifications page lists it and opens the answer", async ({
  open,
}) => {
  const question = await createQuestion({ as: USERS.maria });
  const maria = await open('/agora/questions', USERS.maria);
  await bell(maria).waitFor();
  // Give the bell its first count (and signals its socket) before the answer.
  await maria.waitForLoadState('networkidle');
  const before = await unreadCount(maria);

  const answerText = `Set ${uniqueWord('a')} in the pipeline settings.`;
  const liam = await open(`/agora/questions/${question.id}`, USERS.liam);
  await liam.getByRole('textbox', { name: 'Your answer' }).fill(answerText);
  await liam.getByRole('button', { name: 'Post your answer' }).click();
  await expect(answerItem(liam, answerText)).toBeVisible();

  // Signals bring the news to María's open page: no reload.
  await expect.poll(() => unreadCount(maria)).toBeGreaterThan(before);

  await bell(maria).click();
  await expect(maria).toHaveURL(/\/notifications$/);
  const notification = maria.getByRole('link', {
    name: `Liam Chen answered “${question.title}”`,
  });
  await expect(notification).toHaveAttribute(
    'href',
    new RegExp(`^/agora/questions/${question.id}#answer_\\d+$`),
  );
  await expect(
    maria.getByRole('row').filter({ has: notification }),
  ).toContainText('New answers to your questions');

  await notification.click();
  await expect(maria).toHaveURL(
    new RegExp(`/agora/questions/${question.id}#answer_\\d+$`),
  );
  const answerId = new URL(maria.url()).hash.slice(1);
  await expect(maria.locator(`[id="${answerId}"]`)).toContainText(answerText);
  await expect(answerItem(maria, answerText)).toBeVisible();

  // Her settings list Agora's kind she received, with a switch to mute it.
  await maria.goto('/settings/notifications');
  const agora = maria.getByRole('row').filter({
    has: maria.getByRole('cell', { name: 'Agora', exact: true }),
  });
  await agora.getByRole('button', { name: 'expand row' }).click();
  await expect(
    maria
      .getByRole('row')
      .filter({
        has: maria.getByRole('cell', {
          name: 'New answers to your questions',
          exact: true,
        }),
      })
      .getByRole('switch'),
  ).toBeChecked();
});

test('a comment that mentions someone notifies them', async ({ open }) => {
  const question = await createQuestion();
  const liam = await open(`/agora/questions/${question.id}`, USERS.liam);
  const post = questionArticle(liam, question.title);
  await post.getByRole('button', { name: 'Add a comment' }).click();
  // The mention as people type it (findMentions of @agora/contract).
  const comment = `@${USERS.maria} knows this one ${uniqueWord('c')}`;
  await post.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await post.getByRole('button', { name: 'Add comment' }).click();
  await expect(post.getByRole('list', { name: 'Comments' })).toContainText(
    'knows this one',
  );

  const maria = await open('/agora/questions', USERS.maria);
  await bell(maria).click();
  const notification = maria.getByRole('link', {
    name: `Liam Chen mentioned you in a comment on “${question.title}”`,
  });
  // Sent in the background: if it is not there yet, load the page again.
  await expect(async () => {
    try {
      await notification.waitFor({ timeout: 10_000 });
    } catch (error) {
      await maria.reload();
      throw error;
    }
  }).toPass({ timeout: 90_000 });
  await expect(
    maria.getByRole('row').filter({ has: notification }),
  ).toContainText('Mentions of you and your groups');
  await expect(notification).toHaveAttribute(
    'href',
    new RegExp(`^/agora/questions/${question.id}#comment_\\d+$`),
  );
});
