import {
  agoraApi,
  expect,
  openBlankAskForm,
  test,
  uniqueWord,
  USERS,
  type Page,
} from '../support/agora';

interface Template {
  id: number;
  title: string;
}

/** The ask form shows what the template put there. */
async function expectPrefilled(
  page: Page,
  fields: { questionTitle: string; content: string; tag: string },
) {
  await expect(
    page.getByRole('textbox', { name: 'Title', exact: true }),
  ).toHaveValue(fields.questionTitle);
  await expect(
    page.getByRole('textbox', { name: 'Question', exact: true }),
  ).toHaveValue(fields.content);
  await expect(
    page.getByRole('button', { name: fields.tag, exact: true }),
  ).toBeVisible();
}

test('a moderator creates a template → the ask page offers it above the form → it prefills the form, also from its link', async ({
  open,
}) => {
  const word = uniqueWord('tpl');
  const title = `Incident report ${word}`;
  const description = `For outages of ${word}: what broke and since when.`;
  const questionTitle = `Incident ${word}: `;
  const content = `## What happened\n\nDescribe ${word} here.`;
  const tag = `e2e-${word}`;

  // Maria moderates (app-config.yaml); the dev portal's "Act as" makes her the caller.
  const admin = await open('/agora/moderate?tab=templates', USERS.maria);
  await expect(admin.getByRole('tab', { name: 'Templates' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await admin.getByRole('button', { name: 'Create template' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create template' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill(description);
  await dialog
    .getByRole('textbox', { name: 'Question title' })
    .fill(questionTitle);
  await dialog.getByRole('textbox', { name: 'Question content' }).fill(content);
  const tags = dialog.getByRole('textbox', { name: 'Tags' });
  await tags.fill(tag);
  await tags.press('Enter');
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(dialog).toBeHidden();
  const row = admin
    .getByRole('list', { name: 'Templates' })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: title }) });
  await expect(row.getByText(description)).toBeVisible();
  await expect(row.getByRole('link', { name: tag })).toBeVisible();

  // Someone else asks: the form is there at once, the template choice above it.
  const ask = await open('/agora/questions/ask', USERS.liam);
  await openBlankAskForm(ask);
  const titleField = ask.getByRole('textbox', { name: 'Title', exact: true });
  await expect(titleField).toHaveValue('');
  const choose = ask.getByRole('button', { name: 'Start from a template' });
  await expect(choose).toBeVisible();
  const chooseBox = await choose.boundingBox();
  const titleBox = await titleField.boundingBox();
  expect(chooseBox!.y).toBeLessThan(titleBox!.y);

  await choose.click();
  await ask
    .getByRole('menu', { name: 'Question templates' })
    .getByRole('menuitem')
    .filter({ hasText: title })
    .click();
  await expectPrefilled(ask, { questionTitle, content, tag });
  await expect(
    ask.getByRole('button', { name: `Template: ${title}` }),
  ).toBeVisible();

  // The template's ask link (what "Copy link" copies) arrives prefilled.
  const { templates } = await agoraApi<{ templates: Template[] }>(
    'GET',
    '/templates',
  );
  const created = templates.find(tp => tp.title === title);
  expect(created, 'the new template in GET /templates').toBeDefined();
  const linked = await open(
    `/agora/questions/ask?template=${created!.id}`,
    USERS.liam,
  );
  await openBlankAskForm(linked);
  await expectPrefilled(linked, { questionTitle, content, tag });

  // Clean up through the admin list, so later specs see the seeded templates only.
  await row.getByRole('button', { name: `Delete template ${title}` }).click();
  await admin
    .getByRole('dialog', { name: `Delete the template “${title}”?` })
    .getByRole('button', { name: 'Delete template' })
    .click();
  await expect(row).toHaveCount(0);
});
