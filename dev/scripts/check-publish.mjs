// `npm run test:publish` (after `npm run build` and `npm run build:backend`):
// both published packages would publish. For each, `npm publish --dry-run`
// runs as a release would (prepack: backstage-cli applies publishConfig and
// compiles config.d.ts to config.schema.json; postpack restores package.json)
// but uploads nothing, and its report must name the package at its version
// with its README, LICENSE, CHANGELOG, config schema and every file its
// publishConfig points at, and no sources or tests. The contract package
// (src/api/contract) stays private: it is bundled into both dists.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const packages = [
  { name: 'backstage-plugin-agora', dir: root, build: 'npm run build' },
  {
    name: 'backstage-plugin-agora-backend',
    dir: join(root, 'dev/backend/plugin'),
    build: 'npm run build:backend',
  },
];

const readJson = file => JSON.parse(readFileSync(file, 'utf8'));
// The files publishConfig names: main, types, module and every exports target.
const publishTargets = publishConfig =>
  [
    publishConfig?.main,
    publishConfig?.types,
    publishConfig?.module,
    ...Object.values(publishConfig?.exports ?? {}).flatMap(e =>
      typeof e === 'string' ? [e] : Object.values(e),
    ),
  ]
    .filter(Boolean)
    .map(t => t.replace(/^\.\//, ''));

for (const { name, dir, build } of packages) {
  // backstage-cli's prepack keeps the repo's package.json here until postpack.
  if (existsSync(join(dir, 'package.json-prepack'))) {
    console.error(
      `${name}: ${join(dir, 'package.json-prepack')} exists: a pack did not finish (or one is running). Once none runs, \`npm run postpack\` there restores package.json`,
    );
    process.exit(1);
  }
  const pkg = readJson(join(dir, 'package.json'));
  if (!/^(\.\/)?src\//.test(pkg.main ?? '')) {
    console.error(
      `${name}: package.json's main is ${pkg.main}, not in src/: it is the packed manifest of an unfinished pack, not the repo's (git diff shows it)`,
    );
    process.exit(1);
  }
  const missing = publishTargets(pkg.publishConfig).filter(
    t => !existsSync(join(dir, t)),
  );
  if (missing.length > 0) {
    console.error(
      `${name}: ${missing.join(', ')} missing: run \`${build}\` first (\`npm run build\` and \`npm run build:backend\` build both)`,
    );
    process.exit(1);
  }
}

for (const { name, dir } of packages) {
  const manifest = readFileSync(join(dir, 'package.json'), 'utf8');
  const pkg = JSON.parse(manifest);
  check(pkg.name === name, `${name}: package.json names ${name}`);
  check(
    pkg.private === undefined,
    `${name}: package.json does not set private${pkg.private === undefined ? '' : ` (private: ${pkg.private})`}`,
  );
  check(
    pkg.publishConfig?.access === 'public',
    `${name}: publishConfig.access is public`,
  );
  check(
    !Object.keys({
      ...pkg.dependencies,
      ...pkg.peerDependencies,
      ...pkg.optionalDependencies,
    }).includes('@agora/contract'),
    `${name}: does not depend on the private @agora/contract`,
  );

  // The version changesets wrote: package.json's, at the top of CHANGELOG.md.
  const changelog = existsSync(join(dir, 'CHANGELOG.md'))
    ? readFileSync(join(dir, 'CHANGELOG.md'), 'utf8')
    : '';
  const changelogVersion = changelog.match(/^## (\S+)/m)?.[1];
  check(
    changelogVersion === pkg.version,
    `${name}: CHANGELOG.md starts at the package's version ${pkg.version}${changelogVersion === pkg.version ? '' : ` (its first section: ${changelogVersion ?? 'none'})`}`,
  );

  // --dry-run twice over (flag and environment): nothing is uploaded, and no
  // login is needed. Lifecycle output may precede the JSON report.
  const publish = spawnSync('npm', ['publish', '--dry-run', '--json'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_dry_run: 'true' },
  });
  // npm runs postpack only after a publish that got that far: put the repo's
  // package.json back when it stopped in between.
  if (existsSync(join(dir, 'package.json-prepack'))) {
    spawnSync('npm', ['run', 'postpack'], { cwd: dir, stdio: 'ignore' });
  }
  check(
    publish.status === 0,
    `${name}: npm publish --dry-run exits 0${publish.status === 0 ? '' : ` (exit ${publish.status}: ${(publish.stderr.match(/^Error: .*$/m) ?? publish.stderr.match(/^npm error (?!code\b).*$/m) ?? [publish.stderr.trim().split('\n').pop()])[0]})`}`,
  );
  check(
    readFileSync(join(dir, 'package.json'), 'utf8') === manifest,
    `${name}: package.json is the repo's again after the dry run`,
  );
  const start = publish.stdout.search(/^[[{]/m);
  let report;
  try {
    const json = JSON.parse(publish.stdout.slice(start));
    // npm 11 reports { [name]: {...} }; earlier ones reported the object.
    report = json[name] ?? (json.name ? json : undefined);
  } catch {
    report = undefined;
  }
  if (!report) {
    // npm skips a private package with a warning and still exits 0.
    const warning = publish.stderr.match(/^npm warn .*private.*$/im)?.[0];
    check(
      false,
      `${name}: npm publish --dry-run --json reports the package${warning ? ` (${warning})` : ''}`,
    );
    continue;
  }
  check(
    report.name === name && report.version === pkg.version,
    `${name}: would publish ${report.name}@${report.version}`,
  );

  const packed = report.files.map(f => f.path);
  const needed = [
    'package.json',
    'README.md',
    'LICENSE',
    'CHANGELOG.md',
    ...(existsSync(join(dir, 'config.d.ts')) ? ['config.schema.json'] : []),
    ...publishTargets(pkg.publishConfig),
  ];
  const absent = [...new Set(needed)].filter(f => !packed.includes(f));
  check(
    absent.length === 0,
    `${name}: the package holds ${[...new Set(needed)].join(', ')}${absent.length ? ` (missing: ${absent.join(', ')})` : ''}`,
  );
  const stray = packed.filter(
    f =>
      /^(src|dev|docs|node_modules)\//.test(f) ||
      /(^|\/)__(tests|fixtures|mocks)__\//.test(f) ||
      /\.(test|spec|check)\.[cm]?[jt]sx?(\.map)?$/.test(f) ||
      (/\.[cm]?tsx?$/.test(f) && !/\.d\.[cm]?ts$/.test(f)),
  );
  check(
    stray.length === 0,
    `${name}: no sources or tests among its ${packed.length} files${stray.length ? ` (${stray.slice(0, 5).join(', ')})` : ''}`,
  );
}

// Every publish in the two packages' scripts is a dry run.
const scripts = packages.flatMap(({ dir }) =>
  Object.entries(readJson(join(dir, 'package.json')).scripts ?? {}),
);
const publishing = scripts.filter(
  ([, s]) => /\bnpm publish\b/.test(s) && !/--dry-run\b/.test(s),
);
check(
  publishing.length === 0,
  `no npm script publishes${publishing.length ? ` (${publishing.map(([n]) => n).join(', ')})` : ''}`,
);

if (failures.length > 0) console.error(`${failures.length} check(s) failed`);
else console.log('Both packages would publish.');
process.exit(failures.length > 0 ? 1 : 0);
