import { agoraApi, expect, test, USERS } from '../support/agora';

/** A demo user who may not review the post: neither its author nor an expert of its tags. */
async function readerWhoMayNotReview(postId: number): Promise<string> {
  for (const user of Object.values(USERS)) {
    if (user === USERS.guest) continue;
    const post = await agoraApi<{ canReview?: boolean }>(
      'GET',
      `/posts/${postId}`,
      { as: user },
    );
    if (!post.canReview) return user;
  }
  throw new Error(`every demo user may review post ${postId}`);
}

/**
 * Stale content review (docs/api.md, "Reviews"): the dev portal asks for
 * reviews after 90 days (app-config.yaml), so part of the demo content is
 * due. The guest moderates there; a reader is someone who may not review it.
 */
test('a moderator reviews stale content: outdated shows to every reader, still valid takes it off the list', async ({
  open,
}) => {
  const page = await open('/agora/moderate?tab=review');
  const list = page.getByRole('region', { name: /posts? needs? review$/ });
  const first = list.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const link = first.getByRole('heading', { level: 3 }).getByRole('link');
  const title = (await link.textContent())!;
  await link.click();

  // Due: its reviewers are asked on the page.
  const due = page
    .getByRole('note')
    .filter({ hasText: 'Is this still right?' });
  await expect(due).toBeVisible();
  await due.getByRole('button', { name: 'Outdated' }).click();
  // The dialog takes an optional reason; without one, the usual sentence.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Mark outdated' })
    .click();
  const marked = page.getByRole('note').filter({ hasText: 'Marked outdated' });
  await expect(marked).toContainText('by Guest User');
  await expect(due).toHaveCount(0);

  // A reader sees the verdict, with nothing to press.
  const postId = Number(new URL(page.url()).pathname.split('/').pop());
  const reader = await open(page.url(), await readerWhoMayNotReview(postId));
  const seen = reader.getByRole('note').filter({ hasText: 'Marked outdated' });
  await expect(seen).toContainText('by Guest User');
  await expect(seen.getByRole('button')).toHaveCount(0);

  // Still valid after all: the banner goes, and so does the list entry.
  await marked.getByRole('button', { name: 'Still valid' }).click();
  await expect(marked).toHaveCount(0);
  await page.goto('/agora/moderate?tab=review');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(
    list.getByRole('link', { name: title, exact: true }),
  ).toHaveCount(0);
});
