// `npm run test:declarations` (after `npm run build` and `npm run
// build:backend`): what an adopter's compiler and package manager see of the
// two published packages.
// 1. Their declaration files type-check with skipLibCheck off, as a new
//    app's `yarn tsc:full` checks them (dev/scripts/declarations).
// 2. Every package their built code or declarations import is one they
//    declare (dependencies or peerDependencies): with a strict package
//    manager an undeclared import does not resolve (yarn PnP) or resolves to
//    whatever version happens to be hoisted.
import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const packages = [
  { dir: root, dist: join(root, 'dist') },
  {
    dir: join(root, 'dev/backend/plugin'),
    dist: join(root, 'dev/backend/plugin/dist'),
  },
];
for (const { dist } of packages) {
  if (!existsSync(join(dist, 'index.d.ts'))) {
    console.error(
      `${dist}/index.d.ts is missing: run \`npm run build\` and \`npm run build:backend\` first`,
    );
    process.exit(1);
  }
}

const tsc = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/typescript/bin/tsc'),
    '-p',
    join(import.meta.dirname, 'declarations/tsconfig.json'),
  ],
  { encoding: 'utf8' },
);
const tscErrors = `${tsc.stdout}${tsc.stderr}`.trim();
if (tscErrors) console.log(tscErrors);
check(
  tsc.status === 0,
  'the declarations of both packages type-check with skipLibCheck off',
);

// Bare specifiers in `import … from 'x'`, `import('x')`, `require('x')`
// and `export … from 'x'` of the built files.
const specifiers =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]*)?)['"]/gm;
const packageOf = spec =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
const builtins = new Set(builtinModules.flatMap(m => [m, `node:${m}`]));
for (const { dir, dist } of packages) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  const undeclared = new Map();
  for (const file of readdirSync(dist, { recursive: true })) {
    if (!/\.(js|d\.ts)$/.test(file)) continue;
    const text = readFileSync(join(dist, file), 'utf8');
    for (const [, spec] of text.matchAll(specifiers)) {
      const name = packageOf(spec);
      if (builtins.has(spec) || builtins.has(name) || declared.has(name)) {
        continue;
      }
      // `@types/x` provides the types of a declared `x`.
      if (name.startsWith('@types/')) continue;
      undeclared.set(name, file);
    }
  }
  check(
    undeclared.size === 0,
    `${pkg.name} declares every package its dist imports${
      undeclared.size
        ? ` (not declared: ${[...undeclared].map(([n, f]) => `${n} in ${f}`).join(', ')})`
        : ''
    }`,
  );
}

if (failures.length) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
