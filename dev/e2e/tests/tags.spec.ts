import {
  createQuestion,
  expect,
  test,
  uniqueWord,
  USERS,
} from '../support/agora';

test('following a tag from its page shows it in the right panel, and unfollowing removes it', async ({
  open,
}) => {
  // A tag of its own, so nobody's earlier follow of it matters.
  const tag = uniqueWord('tag');
  await createQuestion({ tags: [tag] });
  const page = await open(`/agora/tags/${tag}`);
  await expect(
    page.getByRole('heading', { level: 2, name: tag }),
  ).toBeVisible();
  const followed = page.getByRole('list', { name: 'Followed tags' });

  await page.getByRole('button', { name: `Follow ${tag}` }).click();
  await expect(
    page.getByRole('button', { name: `Unfollow ${tag}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(followed.getByRole('link', { name: tag })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Counts' })).toContainText(
    '1 follower',
  );

  await page.getByRole('button', { name: `Unfollow ${tag}` }).click();
  await expect(
    page.getByRole('button', { name: `Follow ${tag}` }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect(followed.getByRole('link', { name: tag })).toHaveCount(0);
  // The server agrees: after a reload the tag is still not followed.
  await page.reload();
  await expect(
    page.getByRole('button', { name: `Follow ${tag}` }),
  ).toBeVisible();
});

test('an entity page loads with a ref holding / and :, encoded or typed', async ({
  open,
}) => {
  const page = await open('/agora/entities');
  await page
    .getByRole('list', { name: 'Entities' })
    // The card's own title, not another card's "Related" chip.
    .getByRole('heading', { name: 'payments-service', level: 3 })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(
    /\/agora\/entities\/component:default%2Fpayments-service$/,
  );
  const heading = page.getByRole('heading', {
    level: 2,
    name: 'payments-service',
  });
  await expect(heading).toBeVisible();
  await expect(
    page.getByText(
      'Authorises, captures and refunds card and wallet payments.',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /^\d+ posts?$/ }),
  ).toBeVisible();

  await page.goto('/agora/entities/component:default/payments-service');
  await expect(heading).toBeVisible();
});

test('a moderator creates, edits and deletes a tag', async ({ open }) => {
  const tag = uniqueWord('mod');
  // The signed-in guest is a demo moderator (app-config.yaml).
  const page = await open('/agora/tags');
  await page.getByRole('button', { name: 'Create tag' }).click();
  const create = page.getByRole('dialog', { name: 'Create a tag' });
  await create
    .getByRole('textbox', { name: /^Name/ })
    .fill(` ${tag.toUpperCase()} `);
  await create
    .getByRole('textbox', { name: 'Description' })
    .fill('Made by the **e2e** suite.');
  await create.getByRole('button', { name: 'Create tag' }).click();

  await expect(page).toHaveURL(new RegExp(`/agora/tags/${tag}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: tag }),
  ).toBeVisible();
  await expect(
    page.locator('p', { hasText: 'Made by the e2e suite.' }),
  ).toBeVisible();
  await expect(page.getByText(`Nothing is tagged “${tag}” yet`)).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit the tag “${tag}”` });
  await edit
    .getByRole('textbox', { name: 'Description' })
    .fill('Edited by the suite.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Edited by the suite.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', {
    name: `Delete the tag “${tag}”?`,
  });
  await confirm.getByRole('textbox', { name: /Reason/ }).fill('Only a test');
  await confirm.getByRole('button', { name: 'Delete tag' }).click();
  await expect(page).toHaveURL(/\/agora\/tags$/);
  await page.goto(`/agora/tags/${tag}`);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('someone who is not a moderator sees no tag admin controls', async ({
  open,
}) => {
  const page = await open('/agora/tags', USERS.liam);
  await expect(page.getByRole('heading', { name: /^\d+ tags$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create tag' })).toHaveCount(0);

  await page.goto('/agora/tags/kafka');
  await expect(
    page.getByRole('button', { name: /^(Un)?[Ff]ollow kafka$/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
