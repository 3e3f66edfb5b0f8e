// `npm run build:dev-app -- <legacy|nfs>`: a production bundle of one of the
// dev apps, the one `npm start` (legacy, dev/index.tsx) or `npm run start:nfs`
// (new frontend system, dev/nfs/index.tsx) serves from the dev server, into
// .tmp/dev-app/<name>. The browser tests serve it statically
// (dev/scripts/serve-dev-app.mjs) beside the dev backend: it is built once,
// each page loads a minified bundle instead of the dev server's, and it is
// what an adopter's app build produces (docs/testing.md, "Browser tests").
//
// Backstage's CLI builds app bundles only for packages of role `frontend`,
// from `src/index`; a plugin's dev app is served, never built. This calls the
// same bundler (`buildBundle` of @backstage/cli-module-build, the module
// behind `backstage-cli package build` and `package start`) with the dev
// entry point, the config files of the matching start script (frontend
// config is baked into the bundle, as in any app build) and its own output
// folder, so the plugin's own `dist` is left alone.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const APPS = {
  legacy: { entry: 'dev/index', configs: ['app-config.yaml'] },
  nfs: {
    entry: 'dev/nfs/index',
    configs: ['app-config.yaml', 'dev/nfs/app-config.yaml'],
  },
};

const name = process.argv[2];
const app = APPS[name];
if (!app) {
  console.error(
    `usage: build-dev-app.mjs <${Object.keys(APPS).join('|')}> (got ${name})`,
  );
  process.exit(2);
}

const root = resolve(import.meta.dirname, '../..');
process.chdir(root);
const require = createRequire(
  createRequire(import.meta.url).resolve('@backstage/cli/package.json'),
);
const buildModule = resolve(
  require.resolve('@backstage/cli-module-build/package.json'),
  '..',
  'dist/lib',
);
const { buildBundle } = require(`${buildModule}/bundler/bundle.cjs.js`);
const { loadCliConfig } = require(`${buildModule}/config.cjs.js`);

const outputDir = `.tmp/dev-app/${name}`;
const started = Date.now();
await buildBundle({
  targetDir: root,
  entry: app.entry,
  dist: outputDir,
  statsJsonEnabled: false,
  ...(await loadCliConfig({
    args: app.configs,
    targetDir: root,
    fromPackage: 'backstage-plugin-agora',
  })),
});
console.log(
  `Built the ${name} dev app into ${outputDir} in ${Math.round((Date.now() - started) / 1000)} s`,
);
