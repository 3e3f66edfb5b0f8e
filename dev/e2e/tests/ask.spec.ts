import { expect, openBlankAskForm, test, uniqueWord } from '../support/agora';

test('ask with a tag → it is listed → it is found by a word of its content', async ({
  open,
}) => {
  const titleWord = uniqueWord('title');
  const contentWord = uniqueWord('content');
  const tag = `e2e-${uniqueWord('t')}`;
  const title = `Where is the ${titleWord} runbook kept?`;

  const page = await open('/agora/questions');
  await page.getByRole('link', { name: 'Ask question' }).click();
  await expect(page).toHaveURL(/\/agora\/questions\/ask/);
  await openBlankAskForm(page);

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(page.getByText(`${title.length}/255`)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Question' })
    .fill(
      `We lost track of the **${contentWord}** document after the migration.`,
    );
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill(tag);
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Post your question' }).click();

  // Success navigates to the new question.
  await expect(page).toHaveURL(/\/agora\/questions\/\d+$/);
  await expect(
    page.getByRole('heading', { name: title, level: 2 }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: tag, exact: true }),
  ).toBeVisible();

  // Listed: newest first on the questions list.
  await page
    .getByRole('navigation', { name: 'Q&A sections' })
    .getByRole('link', { name: 'Questions' })
    .click();
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  // The author is named as in the catalog (dev/catalog/org.yaml), not by ref.
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('link', { name: 'Guest User' }),
  ).toBeVisible();

  // Found by a word that is only in its content, and the URL keeps the search.
  await page.getByRole('searchbox', { name: 'Search' }).fill(contentWord);
  await expect(page).toHaveURL(new RegExp(contentWord));
  await expect(
    page.getByRole('heading', { name: '1 question', level: 2 }),
  ).toBeVisible();
  await expect(list.getByRole('link', { name: title })).toBeVisible();
});

test('a failed ask keeps everything typed and says why', async ({ open }) => {
  const page = await open('/agora/questions/ask');
  await openBlankAskForm(page);
  await page.route('**/api/agora/posts', route =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Database is down' }] }),
        })
      : route.continue(),
  );

  const title = `Will this survive a failure ${uniqueWord('f')}?`;
  const content = 'A long explanation that took a while to type.';
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Question' }).fill(content);
  await page.getByRole('button', { name: 'Post your question' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Database is down' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/agora\/questions\/ask/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue(
    content,
  );
  await expect(
    page.getByRole('button', { name: 'Post your question' }),
  ).toBeEnabled();
});

test('a long body grows the editor to its most lines, then scrolls inside it, without layout warnings, also across resizes', async ({
  open,
}) => {
  const page = await open('/agora/questions/ask');
  await openBlankAskForm(page);
  const unstable: string[] = [];
  page.on('console', message => {
    if (/Too many re-renders/.test(message.text()))
      unstable.push(message.text());
  });
  const body = page.getByRole('textbox', { name: 'Question' });
  const measured = () =>
    body.evaluate(el => ({
      hidden: el.scrollHeight - el.clientHeight,
      lines: el.clientHeight / parseFloat(getComputedStyle(el).lineHeight),
    }));
  /** The textarea shows all its text: it grew, it does not scroll or clip. */
  const fitsItsText = () =>
    expect.poll(async () => (await measured()).hidden).toBeLessThanOrEqual(1);
  /**
   * At its most lines (MAX_ROWS.full, 24, give or take sub-pixel rounding) with the rest
   * of the text scrolled inside, however long the text.
   */
  const scrollsAtItsMost = async () => {
    await expect
      .poll(async () => (await measured()).hidden)
      .toBeGreaterThan(100);
    const { lines } = await measured();
    expect(lines).toBeGreaterThan(23.9);
    expect(lines).toBeLessThan(26);
  };

  // A few lines: it grows with them.
  await body.focus();
  await page.keyboard.insertText(
    Array.from({ length: 12 }, (_, i) => `Line ${i + 1}`).join('\n'),
  );
  await fitsItsText();
  // Twelve lines of text (sub-pixel rounding may leave 11.99).
  expect((await measured()).lines).toBeGreaterThan(11.9);

  // Pasted in one go (lines of different lengths, so the width matters) …
  const lines = Array.from(
    { length: 70 },
    (_, i) =>
      `Step ${i + 1}: ${'rotate the signing keys before the deploy '.repeat(i % 4)}`,
  );
  await body.press('Control+a');
  await page.keyboard.insertText(lines.join('\n'));
  await scrollsAtItsMost();
  // … then typed at its end.
  await body.press('Control+End');
  await body.pressSequentially('\nOne more line.\nAnd another.');
  await expect(body).toHaveValue(/And another\.$/);
  await scrollsAtItsMost();

  // New widths re-wrap the text: the columns change at these viewports, and
  // a resize is where MUI's autosize textarea looped (after a 166 ms debounce).
  for (const width of [1100, 1400, 1000, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(500);
    await scrollsAtItsMost();
  }
  // Hidden behind Preview while the width changes, measured again on Write.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.getByRole('tab', { name: 'Write' }).click();
  await scrollsAtItsMost();

  // Short again: it fits its text and no longer scrolls.
  await body.press('Control+a');
  await page.keyboard.insertText('Short now.');
  await fitsItsText();
  expect((await measured()).lines).toBeLessThan(10);

  expect(unstable).toEqual([]);
});
