import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  expect,
  favoriteAndOpenFavorites,
  test,
  uniqueWord,
} from '../support/agora';

/** A 1×1 transparent PNG, the page's og:image. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const META_TITLE = 'Incident runbook (from the page)';
const META_DESCRIPTION = 'How the on-call engineer triages a paging alert.';

/**
 * The shared page, served from the test on 127.0.0.1 so nothing leaves the
 * machine; the e2e backend may fetch it because the web server sets
 * agora.urlMetadata.allowPrivateNetworks (playwright.config.ts).
 */
let server: http.Server;
let pageUrl = '';
test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/preview.png') {
      res.setHeader('content-type', 'image/png');
      res.end(PIXEL);
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html><head>
      <title>Runbook</title>
      <meta property="og:title" content="${META_TITLE}">
      <meta property="og:description" content="${META_DESCRIPTION}">
      <meta property="og:image" content="/preview.png">
      </head><body><h1>Runbook</h1></body></html>`);
  });
  await new Promise<void>(resolve =>
    server.listen(0, '127.0.0.1', () => resolve()),
  );
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/runbook`;
});
test.afterAll(
  () => new Promise<void>(resolve => server.close(() => resolve())),
);

test('share a link → metadata fills only untyped fields → opening it counts one click → favourite shows in /favorites', async ({
  open,
}) => {
  const title = `Our incident runbook ${uniqueWord('l')}`;

  const page = await open('/agora/links');
  await page.getByRole('link', { name: 'Share link' }).click();
  await expect(page).toHaveURL(/\/agora\/links\/create$/);
  await expect(
    page.getByRole('heading', { name: 'Share a link' }),
  ).toBeVisible();

  // The title is typed first, so the page's own title must not replace it.
  const titleField = page.getByRole('textbox', { name: 'Title' });
  await titleField.fill(title);
  await page.getByRole('textbox', { name: 'URL' }).fill(pageUrl);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    META_DESCRIPTION,
  );
  await expect(
    page.getByRole('img', { name: 'Image from the link' }),
  ).toBeVisible();
  await expect(titleField).toHaveValue(title);

  await page.getByRole('button', { name: 'Share link' }).click();
  await expect(page).toHaveURL(/\/agora\/links\/\d+$/);
  const post = page.getByRole('article', { name: title });
  await expect(post.getByText(META_DESCRIPTION)).toBeVisible();

  // Opening it counts one click, shown at once; the page opens in a new tab.
  const lead = post.getByRole('region', { name: 'Shared link' });
  const clicks = lead.getByRole('status');
  await expect(clicks).toHaveText('0 clicks');
  const openLink = lead.getByRole('link', { name: 'Open link' });
  await expect(openLink).toHaveAttribute('rel', 'noopener noreferrer');
  const popupOpened = page.waitForEvent('popup');
  await openLink.click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(pageUrl);
  await popup.close();
  await expect(clicks).toHaveText('1 click');
  // The server counted it too.
  await page.reload();
  await expect(clicks).toHaveText('1 click');

  // A favourite link is listed in /favorites with its type.
  const row = await favoriteAndOpenFavorites(page, post, title);
  await expect(row).toBeVisible();
  await expect(row.getByText('Link', { exact: true })).toBeVisible();
});
