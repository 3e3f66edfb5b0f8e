import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  expectDailyChartDrawn,
  test,
  type Page,
} from '../support/agora';

// Text contrast (axe's WCAG 2 AA rules, color-contrast among them) of
// Agora's statistics page and of its home page card, in the portal's light
// and dark themes. Contrast fixes belong in the shared theme
// (src/components/AgoraTheme), not in a page.

/** Switches the portal's theme (its "Switch Theme" choice) and opens `path`. */
async function inTheme(page: Page, theme: 'light' | 'dark', path: string) {
  await page.evaluate(
    name => window.localStorage.setItem('theme', name),
    theme,
  );
  await page.goto(path);
  await expect(page.locator('body')).toHaveAttribute('data-theme-mode', theme);
}

/** The WCAG 2 AA violations in `include`, as the page stands. */
async function contrastViolations(page: Page, include: string) {
  // MUI draws an empty ripple layer over every button's label, which would
  // leave axe unable to tell the label's background: it would report those
  // labels as "incomplete" (not checked) instead of passing or failing them.
  await page.addStyleTag({
    content: '[class*="MuiTouchRipple-root"] { display: none !important; }',
  });
  const results = await new AxeBuilder({ page })
    .include(include)
    .withTags(['wcag2aa'])
    .analyze();
  const checked = results.passes.find(rule => rule.id === 'color-contrast');
  expect(
    checked?.nodes.length,
    'text whose contrast axe checked',
  ).toBeGreaterThan(10);
  return results.violations.map(violation => ({
    rule: violation.id,
    nodes: violation.nodes.map(node => node.failureSummary ?? node.html),
  }));
}

for (const theme of ['light', 'dark'] as const) {
  test(`the statistics page reads at AA contrast in the ${theme} theme`, async ({
    open,
  }) => {
    const page = await open('/agora/questions');
    await inTheme(page, theme, '/agora/statistics');
    await expect(
      page.getByRole('tab', { name: 'Overview', selected: true }),
    ).toBeVisible();
    await expectDailyChartDrawn(page);
    // Agora's page: the portal's sidebar is outside <main>.
    expect(await contrastViolations(page, 'main')).toEqual([]);

    // The other tab, with the pointer still over it (a hovered tab's tint).
    await page.getByRole('tab', { name: 'Leaderboards' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Most questions' })
        .getByRole('listitem'),
    ).not.toHaveCount(0);
    expect(await contrastViolations(page, 'main')).toEqual([]);
  });

  test(`the home page card reads at AA contrast in the ${theme} theme`, async ({
    open,
  }) => {
    const page = await open('/agora/questions');
    await inTheme(page, theme, '/home');
    const table = page.getByRole('table', { name: 'Q&A posts' });
    await expect(table.getByRole('row')).toHaveCount(11);
    // The card only: the page around it is the portal's.
    const card = '.react-grid-item:has(table[aria-label="Q&A posts"])';
    expect(await contrastViolations(page, card)).toEqual([]);

    // Another quick filter chosen, the pointer left on it.
    await page.getByRole('button', { name: 'Most viewed' }).click();
    await expect(
      page.getByRole('button', { name: 'Most viewed' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(table.getByRole('row')).toHaveCount(11);
    expect(await contrastViolations(page, card)).toEqual([]);
  });
}
