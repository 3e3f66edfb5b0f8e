// `node dev/scripts/serve-dev-app.mjs <legacy|nfs>`: serves a dev app bundle
// built by dev/scripts/build-dev-app.mjs on http://localhost:3000, as an
// app's static hosting does: files as they are (hashed assets cached for
// good), and index.html for every other path, so the app's router takes
// deep links such as /agora/questions/12. The browser tests start it with
// the dev backend (dev/e2e/playwright.config.ts).
import express from 'express';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const name = process.argv[2];
const root = resolve(import.meta.dirname, '../..');
const dir = resolve(root, '.tmp/dev-app', name ?? '');
const index = resolve(dir, 'index.html');
if (!name || !existsSync(index)) {
  console.error(
    `No dev app bundle at ${dir}: run \`npm run build:dev-app -- ${name ?? '<legacy|nfs>'}\` first`,
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const app = express();
app.use(
  '/static',
  express.static(resolve(dir, 'static'), { immutable: true, maxAge: '1y' }),
);
app.use(express.static(dir, { index: false }));
app.get('*', (_req, res) => res.sendFile(index));
app.listen(port, () =>
  console.log(`Serving the ${name} dev app from ${dir} on :${port}`),
);
