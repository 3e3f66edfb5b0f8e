import {
  expect,
  request as playwrightRequest,
  test as base,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';

const BACKEND = 'http://localhost:7007';
/** Must match DEV_USER_KEY of dev/app/devIdentity.ts. */
const DEV_USER_KEY = 'agora.devUser';

/**
 * Demo users of dev/catalog/org.yaml. Guest is the signed-in user and a
 * moderator; so is Maria (both in group:default/agora-moderators, whom the
 * dev permission policy lets do everything).
 */
export { USERS } from '../../backend/plugin/src/seed/catalogRefs';

/** A word no seeded post contains, so searches and lists find exactly our post. */
export function uniqueWord(prefix = 'e2e') {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Opens a page in a fresh browser context, signed in as guest; with `as`
 * set, the dev app's "Act as" choice is stored first, so every backend call
 * carries that demo user's own token (dev/app/devIdentity.ts). Stored on
 * the tab's first load only, so {@link actAs} can switch it later.
 */
export async function openAs(
  browser: Browser,
  path: string,
  as?: string,
): Promise<Page> {
  const context = await browser.newContext();
  if (as) {
    await context.addInitScript(
      ([key, ref]) => {
        if (window.sessionStorage.getItem('agora.e2e.actAs')) return;
        window.sessionStorage.setItem('agora.e2e.actAs', ref);
        window.localStorage.setItem(key, ref);
      },
      [DEV_USER_KEY, as] as const,
    );
  }
  const page = await context.newPage();
  await signIn(page, path);
  return page;
}

/**
 * Switches a signed-in page to another demo user (none: the signed-in
 * guest) as the dev app's "Act as" switcher does: the pick is stored and
 * the page reloads. Quicker than a fresh context, whose first load
 * fetches and runs the whole app bundle again.
 */
export async function actAs(page: Page, as?: string) {
  await page.evaluate(
    ([key, ref]) =>
      ref
        ? window.localStorage.setItem(key, ref)
        : window.localStorage.removeItem(key),
    [DEV_USER_KEY, as ?? null] as const,
  );
  await page.reload();
}

/** The dev app's "Act as (dev)" switcher in the nav; its text is the pick. */
export function actAsSwitcher(page: Page) {
  return page.getByRole('button', { name: /^Act as \(dev\)/ });
}

/**
 * Picks the demo user `name` in the "Act as (dev)" switcher, as a person
 * does (the page reloads as them), and waits until the switcher shows it.
 * {@link actAs} switches without the UI.
 */
export async function pickActAs(page: Page, name: string) {
  await actAsSwitcher(page).click();
  await page.getByRole('option', { name }).click();
  await expect(actAsSwitcher(page)).toHaveText(name);
}

/** Goes to `path` and passes the dev app's guest sign-in page. */
export async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Enter' }).click();
  // The first page after sign-in loads Agora's lazy chunk; on a busy
  // machine (two cores shared with the backend) that has taken over the
  // 30 s expect default.
  await expect(
    page.getByRole('heading', { name: 'Q&A', level: 1 }),
  ).toBeVisible({ timeout: 90_000 });
}

/** The ask page shows its form at once (templates are a menu above it); wait for it. */
export async function openBlankAskForm(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Ask a question' }),
  ).toBeVisible();
}

/**
 * Stars the post shown in `post` (its article block), follows the section
 * navigation to Favorites and gives back that post's row there.
 */
export async function favoriteAndOpenFavorites(
  page: Page,
  post: Locator,
  title: string,
): Promise<Locator> {
  await post.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(
    post.getByRole('button', { name: 'Remove from favorites' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Q&A sections' })
    .getByRole('link', { name: 'Favorites' })
    .click();
  await expect(page).toHaveURL(/\/agora\/favorites/);
  // Favorites mix every post type, each row with its type chip.
  return page
    .getByRole('list', { name: 'Posts' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });
}

/**
 * The home page's Q&A card is as tall as its content: the home grid gives
 * its items fixed heights, and the card's default one leaves neither a
 * scrollbar inside it nor a blank band (a grid row or more) under its pager.
 */
export async function expectHomeCardFitsItsContent(page: Page) {
  const table = page.getByRole('table', { name: 'Q&A posts' });
  await expect(table.getByRole('row')).toHaveCount(11);
  const card = page.locator('[class*="MuiCard-root"]').filter({ has: table });
  const cardBox = await card.boundingBox();
  const pagerBox = await card
    .getByRole('button', { name: 'Next page' })
    .boundingBox();
  expect(cardBox && pagerBox, 'card and pager laid out').toBeTruthy();
  const below = cardBox!.y + cardBox!.height - (pagerBox!.y + pagerBox!.height);
  expect(below, 'space under the pager').toBeLessThan(60);
  const content = card.locator('[class*="MuiCardContent-root"]');
  expect(
    await content.evaluate(el => el.scrollHeight - el.clientHeight),
    'scrolled inside the card',
  ).toBeLessThanOrEqual(1);
}

/** Waits until a daily-series chart (statistics, a user's page) has drawn its SVG. */
export async function expectDailyChartDrawn(page: Page) {
  await expect(
    page
      .getByRole('img', { name: /^Chart of daily/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
}

/** The question block (not its answers) of a question page. */
export function questionArticle(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

/** One answer of a question page, found by a piece of its text. */
export function answerItem(page: Page, text: string) {
  return page
    .getByRole('region', { name: /\d+ answers?$/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

const tokens = new Map<string, Promise<string>>();

/**
 * A token from the dev backend's auth plugin, fetched once per worker and
 * user: the signed-in guest's, or with `as` the "Act as" provider's for that
 * demo user (dev/backend/devActAsProvider.ts), whose groups count for the
 * permission policy as in the browser.
 */
export function backendToken(as?: string): Promise<string> {
  const path = as
    ? `actAs/refresh?user=${encodeURIComponent(as)}`
    : 'guest/refresh';
  if (!tokens.has(path))
    tokens.set(
      path,
      (async () => {
        const ctx = await playwrightRequest.newContext();
        const res = await ctx.get(`${BACKEND}/api/auth/${path}`, {
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        });
        expect(res.ok(), `sign-in on the backend: ${path}`).toBeTruthy();
        const body = await res.json();
        await ctx.dispose();
        return body.backstageIdentity.token as string;
      })(),
    );
  return tokens.get(path)!;
}

/**
 * Calls the Agora backend directly to set up data the scenario is not about,
 * signed in as `as` (default: the guest).
 */
export async function agoraApi<T = any>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { as?: string; body?: unknown } = {},
): Promise<T> {
  const ctx = await playwrightRequest.newContext();
  const res = await ctx.fetch(`${BACKEND}/api/agora${path}`, {
    method,
    headers: { authorization: `Bearer ${await backendToken(options.as)}` },
    data: options.body,
  });
  const text = await res.text();
  await ctx.dispose();
  expect(res.ok(), `${method} ${path}: ${res.status()} ${text}`).toBeTruthy();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface CreatedQuestion {
  id: number;
  title: string;
  content: string;
  /** The unique word in its title and content. */
  word: string;
}

/** Creates a question by `as` (default: the signed-in guest) with a unique title. */
export async function createQuestion(
  options: {
    as?: string;
    tags?: string[];
    entities?: string[];
    content?: string;
  } = {},
): Promise<CreatedQuestion> {
  const word = uniqueWord('q');
  const title = `How do I configure ${word} for the e2e suite?`;
  const content =
    options.content ?? `Context for ${word}: the pipeline needs a setting.`;
  const post = await agoraApi<{ id: number }>('POST', '/posts', {
    as: options.as,
    body: {
      type: 'question',
      title,
      content,
      tags: options.tags ?? ['e2e'],
      entities: options.entities,
    },
  });
  return { id: post.id, title, content, word };
}

/**
 * Counts the page's subscriptions to a post's signal channel (Backstage
 * signals, `agora:post:<id>`). A signal sent before the page subscribes is
 * not heard, so a test that writes while a post is open first waits for
 * `subscriptions()` to grow. Call it before the page opens the post.
 */
export function watchPostSubscriptions(page: Page, postId: number) {
  let subscriptions = 0;
  page.on('websocket', socket =>
    socket.on('framesent', frame => {
      if (String(frame.payload).includes(`agora:post:${postId}`))
        subscriptions += 1;
    }),
  );
  return () => subscriptions;
}

/** Adds an answer by `as` to a question. */
export async function createAnswer(postId: number, answer: string, as: string) {
  return agoraApi<{ id: number }>('POST', `/posts/${postId}/answers`, {
    as,
    body: { answer },
  });
}

/**
 * `open(path, as?)`: a signed-in page in its own browser context (so two
 * demo users can be on screen in one test); contexts are closed afterwards.
 */
export const test = base.extend<{
  open: (path: string, as?: string) => Promise<Page>;
}>({
  open: async ({ browser }, provide) => {
    const pages: Page[] = [];
    await provide(async (path, as) => {
      const page = await openAs(browser, path, as);
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.context().close();
  },
});

export { expect };
export type { Page };
