import {
  agoraApi,
  createQuestion,
  expect,
  questionArticle,
  test,
  USERS,
  type Page,
} from '../support/agora';

/** A seeded post tagged `secret` (seed/content/secretPosts.ts), by Aisha. */
const SECRET_TITLE = 'Where do the payments ledger reconciliation keys live?';

/** Its id, read as a member of payments, whom the dev policy lets read it. */
async function secretPostId(): Promise<number> {
  const { posts } = await agoraApi<{
    posts: Array<{ id: number; title: string }>;
  }>('POST', '/posts/query', {
    as: USERS.aisha,
    body: { tags: ['secret'], limit: 10 },
  });
  const post = posts.find(p => p.title === SECRET_TITLE);
  expect(post, 'the seeded secret post').toBeTruthy();
  return post!.id;
}

const tagList = (page: Page) => page.getByRole('list', { name: 'Posts' });

test('the dev policy shows posts tagged secret to payments only', async ({
  open,
}) => {
  const id = await secretPostId();

  // Aisha (payments) finds it under its tag and reads it.
  const aisha = await open('/agora/tags/secret', USERS.aisha);
  await expect(
    tagList(aisha).getByRole('link', { name: SECRET_TITLE }),
  ).toBeVisible();
  await aisha.goto(`/agora/questions/${id}`);
  await expect(
    aisha.getByRole('heading', { name: SECRET_TITLE, level: 2 }),
  ).toBeVisible();

  // Liam (platform) finds no such tag (only posts he may not read carry
  // it), and the post's address is not found.
  const liam = await open('/agora/tags/secret', USERS.liam);
  await expect(liam.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(liam.getByRole('link', { name: SECRET_TITLE })).toHaveCount(0);
  await liam.goto(`/agora/questions/${id}`);
  await expect(liam.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(liam.getByText(SECRET_TITLE)).toHaveCount(0);
});

test("acting as Liam, someone else's post has no edit or delete, his own has", async ({
  open,
}) => {
  const priyas = await createQuestion({ as: USERS.priya });
  const liams = await createQuestion({ as: USERS.liam });
  const page = await open(`/agora/questions/${liams.id}`, USERS.liam);

  // Edit is a visible action under the post, Delete is in its menu.
  const actions = (title: string) =>
    questionArticle(page, title).getByRole('group', { name: 'Post actions' });
  const menu = (title: string) =>
    actions(title).getByRole('button', { name: 'More actions for this post' });
  await expect(
    actions(liams.title).getByRole('link', { name: 'Edit' }),
  ).toBeVisible();
  await menu(liams.title).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/agora/questions/${priyas.id}`);
  await expect(
    page.getByRole('heading', { name: priyas.title, level: 2 }),
  ).toBeVisible();
  // Copy link, Follow and Flag, no Edit, and no menu: Delete is not his.
  await expect(
    actions(priyas.title).getByRole('button', { name: 'Copy link' }),
  ).toBeVisible();
  await expect(
    actions(priyas.title).getByRole('link', { name: 'Edit' }),
  ).toHaveCount(0);
  await expect(menu(priyas.title)).toHaveCount(0);
});
