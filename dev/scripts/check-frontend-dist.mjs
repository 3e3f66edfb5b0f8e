// `npm run test:frontend-dist` (after `npm run build`): proves the built
// frontend plugin is what an adopter installs. The packed file list holds
// dist, the config schema, README, LICENSE and CHANGELOG only, the
// declarations name the public exports, and the ESM entry points load in a
// jsdom Jest run (dev/scripts/frontend-dist).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

if (!existsSync(join(dist, 'index.esm.js'))) {
  console.error('dist/index.esm.js is missing: run `npm run build` first');
  process.exit(1);
}

// What `npm publish` would ship: npm runs `backstage-cli package prepack`,
// which applies publishConfig and compiles config.d.ts to config.schema.json,
// then postpack restores package.json. Lifecycle output precedes the JSON.
const packOutput = execFileSync('npm', ['pack', '--dry-run', '--json'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
});
const [pack] = JSON.parse(packOutput.slice(packOutput.search(/^\[/m)));
const packed = pack.files.map(f => f.path);
const stray = packed.filter(
  f =>
    !/^dist\//.test(f) &&
    ![
      'config.schema.json',
      'package.json',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
    ].includes(f),
);
check(
  stray.length === 0,
  `the package holds only dist, config.schema.json, package.json, README.md, LICENSE, CHANGELOG.md${stray.length ? ` (also: ${stray.slice(0, 5).join(', ')})` : ''}`,
);
for (const f of [
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  'config.schema.json',
  'dist/index.esm.js',
  'dist/index.d.ts',
  'dist/alpha.esm.js',
  'dist/alpha.d.ts',
]) {
  check(packed.includes(f), `the package holds ${f}`);
}

// publishConfig points at files that exist.
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
check(
  pkg.main === 'src/index.ts' &&
    pkg.exports?.['./alpha'] === './src/alpha/index.ts',
  'after packing, package.json still points the repo at src/',
);
const targets = [
  pkg.publishConfig?.main,
  pkg.publishConfig?.types,
  pkg.publishConfig?.module,
  ...Object.values(pkg.publishConfig?.exports ?? {}).flatMap(e =>
    typeof e === 'string' ? [e] : Object.values(e),
  ),
].filter(Boolean);
const missing = targets.filter(t => !existsSync(join(root, t)));
check(
  targets.length >= 8 && missing.length === 0,
  `publishConfig main/types/module/exports name built files${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`,
);

// The declarations export every public name.
const exported = file => {
  const text = readFileSync(join(dist, file), 'utf8');
  return new Set(
    [...text.matchAll(/^export (?:type )?\{([^}]*)\}/gm)].flatMap(m =>
      m[1].split(',').map(n =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      ),
    ),
  );
};
const indexNames = exported('index.d.ts');
for (const name of [
  'agoraPlugin',
  'AgoraPage',
  'AgoraSearchResultListItem',
  'AgoraSearchResultListItemProps',
  'AgoraHomePageCard',
  'EntityAgoraContent',
  'agoraTranslationRef',
  'agoraStoreApiRef',
  'agoraStoreApiFactory',
  'agoraRootRouteRef',
  'agoraRouteRefs',
  'AgoraStore',
  'AgoraState',
  'Post',
  'AgoraSearchDocument',
  'AgoraCardSettings',
]) {
  check(indexNames.has(name), `dist/index.d.ts exports ${name}`);
}
const alphaNames = exported('alpha.d.ts');
for (const name of ['default', 'agoraPlugin']) {
  check(alphaNames.has(name), `dist/alpha.d.ts exports ${name}`);
}

// The contract is inlined: an adopter's install cannot fetch it.
const leaking = readdirSync(dist, { recursive: true })
  .filter(f => /\.(js|d\.ts)$/.test(f))
  .filter(f => readFileSync(join(dist, f), 'utf8').includes('@agora/contract'));
check(
  leaking.length === 0,
  `no dist file imports @agora/contract${leaking.length ? `: ${leaking.join(', ')}` : ''}`,
);

// Load the ESM entry points in jsdom with the frontend project's transforms.
const require = createRequire(import.meta.url);
const { projects } = require(join(root, 'jest.config.js'));
const frontend = projects.find(p => p.displayName === 'frontend');
const config = {
  ...frontend,
  displayName: 'frontend-dist',
  roots: ['<rootDir>/dev/scripts/frontend-dist'],
  testMatch: ['**/*.check.js'],
};
const jest = spawnSync(
  process.execPath,
  [
    require.resolve('jest/bin/jest'),
    '--config',
    JSON.stringify(config),
    '--forceExit',
  ],
  { cwd: root, stdio: 'inherit' },
);
check(
  jest.status === 0,
  'the built entry points load in jsdom and export the plugin, extensions and alpha default',
);

if (failures.length > 0) console.error(`${failures.length} check(s) failed`);
else console.log('The built frontend plugin packs and loads.');
process.exit(failures.length > 0 ? 1 : 0);
