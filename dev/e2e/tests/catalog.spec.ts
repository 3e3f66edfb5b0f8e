import { createQuestion, expect, test } from '../support/agora';

// The dev portal's catalog (dev/app/DevEntityPage.tsx): Agora's "Q&A" tab on
// a demo component's entity page.

const paymentsService = 'component:default/payments-service';

test("a demo component's Q&A tab lists its posts and asks about it", async ({
  open,
}) => {
  const question = await createQuestion({ entities: [paymentsService] });
  // Signed in on Agora's page (the sign-in helper waits for its header).
  const page = await open('/agora/questions');
  await page.getByRole('link', { name: 'Catalog' }).click();
  await page.getByRole('link', { name: 'payments-service' }).click();
  await page.getByRole('tab', { name: 'Q&A' }).click();
  await expect(page).toHaveURL(
    /\/catalog\/default\/component\/payments-service\/qa$/,
  );

  // The new question and the seeded posts about the component, newest first.
  const posts = page.getByRole('list', { name: 'Posts' });
  await expect(posts.getByRole('listitem').first()).toContainText(
    question.title,
  );
  expect(await posts.getByRole('listitem').count()).toBeGreaterThan(1);
  await expect(
    page.getByRole('link', { name: 'Ask question' }),
  ).toHaveAttribute(
    'href',
    `/agora/questions/ask?entity=${encodeURIComponent(paymentsService)}`,
  );

  // A filter of the tab goes into the entity page's URL under its prefix.
  await page.getByRole('button', { name: 'No votes' }).click();
  await expect(page).toHaveURL(/\/qa\?agora\.noVotes=true$/);
  await page.getByRole('button', { name: 'No votes' }).click();

  // A title opens the post on Agora's page.
  await posts.getByRole('link', { name: question.title }).click();
  await expect(page).toHaveURL(new RegExp(`/agora/questions/${question.id}$`));
  await expect(
    page.getByRole('heading', { name: question.title, level: 2 }),
  ).toBeVisible();
});
