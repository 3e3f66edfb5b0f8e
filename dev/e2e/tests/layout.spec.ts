import type { Locator } from '@playwright/test';
import { expect, test, USERS, type Page } from '../support/agora';

// AgoraLayout picks its columns by the width of its own frame (the portal's
// sidebar, 224 px when expanded, takes its share of the viewport): three
// where the main column keeps 560 px beside the navigation and the right
// panel, else the panel below the main column, else the navigation behind a
// menu button and the main column full width.

const MAIN_MIN = 560;

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  expect(found, 'laid out').not.toBeNull();
  return found!;
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('at 1000 px the questions list and a question keep a 560 px main column', async ({
  open,
}) => {
  const page = await open('/agora/questions');
  await page.setViewportSize({ width: 1000, height: 900 });
  const main = page.getByTestId('agora-main-column');
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect((await box(main)).width).toBeGreaterThanOrEqual(MAIN_MIN);
  await expectNoSidewaysScroll(page);

  // A question's title reads as a line, not a word per line.
  await list.getByRole('link', { name: /\?$/ }).first().click();
  await expect(page).toHaveURL(/\/agora\/questions\/\d+$/);
  const title = page.getByRole('heading', { level: 2 }).first();
  expect((await box(main)).width).toBeGreaterThanOrEqual(MAIN_MIN);
  expect((await box(title)).height).toBeLessThan(120);
  await expectNoSidewaysScroll(page);
});

test('at 1200 px the right panel moves below the main column, beside the navigation', async ({
  open,
}) => {
  const page = await open('/agora/questions');
  await page.setViewportSize({ width: 1200, height: 900 });
  const nav = await box(page.getByRole('navigation', { name: 'Q&A sections' }));
  const main = await box(page.getByTestId('agora-main-column'));
  const panel = await box(page.getByRole('region', { name: 'Related' }));
  expect(nav.x + nav.width).toBeLessThanOrEqual(main.x);
  expect(main.width).toBeGreaterThanOrEqual(MAIN_MIN);
  expect(panel.y).toBeGreaterThanOrEqual(main.y + main.height);
  await expectNoSidewaysScroll(page);
});

test('at 1920 px the navigation, main column and right panel stand side by side', async ({
  open,
}) => {
  const page = await open('/agora/questions');
  await page.setViewportSize({ width: 1920, height: 1000 });
  const nav = await box(page.getByRole('navigation', { name: 'Q&A sections' }));
  const main = await box(page.getByTestId('agora-main-column'));
  const panel = await box(page.getByRole('region', { name: 'Related' }));
  expect(nav.x + nav.width).toBeLessThanOrEqual(main.x);
  expect(main.x + main.width).toBeLessThanOrEqual(panel.x);
  // One row: the three start at the same height.
  expect(Math.abs(nav.y - main.y)).toBeLessThan(2);
  expect(Math.abs(panel.y - main.y)).toBeLessThan(2);
  expect(main.width).toBeGreaterThanOrEqual(MAIN_MIN);
});

test("at 1000 px the editor's Preview tab and a person's page tabs fit", async ({
  open,
}) => {
  const page = await open('/agora/questions/ask');
  await page.setViewportSize({ width: 1000, height: 900 });
  const preview = page.getByRole('tab', { name: 'Preview' });
  await expect(preview).toBeInViewport({ ratio: 1 });
  await page.getByRole('textbox', { name: 'Question' }).fill('**Bold** text');
  await preview.click();
  await expect(page.getByText('Bold', { exact: true })).toBeVisible();

  await page.goto(`/agora/users/${encodeURIComponent(USERS.liam)}`);
  await expect(
    page.getByRole('heading', { name: 'Liam Chen', level: 2 }),
  ).toBeVisible();
  // Every tab whole on screen: none is scrolled out of the tab strip.
  for (const name of [
    'Statistics',
    'Questions',
    'Articles',
    'Links',
    'Answers',
    'Collections',
  ]) {
    await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  }
  await expectNoSidewaysScroll(page);
});

test('on a narrow frame the sections are behind a menu button', async ({
  open,
}) => {
  const page = await open('/agora/questions');
  await page.setViewportSize({ width: 800, height: 900 });
  // In the page header, not on a row of its own above the heading.
  const button = page
    .locator('header')
    .getByRole('button', { name: 'Open Q&A navigation' });
  await button.click();
  await page.getByRole('menuitem', { name: 'Articles' }).click();
  await expect(page).toHaveURL(/\/agora\/articles$/);
  // The main column takes the frame's full width (the viewport less the
  // portal's sidebar and padding); there is no right panel.
  const main = page.getByTestId('agora-main-column');
  const frameWidth = await main.evaluate(el => el.parentElement!.clientWidth);
  expect((await box(main)).width).toBeGreaterThanOrEqual(frameWidth - 1);
  await expect(page.getByRole('region', { name: 'Related' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('after the portal sidebar, a skip link takes the keyboard past the header and the sections', async ({
  open,
}) => {
  const page = await open('/agora/questions');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Out of sight until it has the focus.
  await expect(skip).not.toBeInViewport();
  // Tab through the portal's sidebar (its links, the dev user switcher …).
  for (let stop = 0; stop < 20; stop++) {
    await page.keyboard.press('Tab');
    if (await skip.evaluate(el => el === document.activeElement)) break;
  }
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });

  await page.keyboard.press('Enter');
  await expect(page.getByTestId('agora-main-column')).toBeFocused();
  await expect(page).toHaveURL(/\/agora\/questions$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ask question' })).toBeFocused();
});
