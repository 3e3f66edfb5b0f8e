// Lists every @backstage/* package installed in more than one version under
// an app's node_modules (nested copies included) and fails if there is any:
// a plugin whose ranges do not reach the app's release brings its own copies.
// Usage: node check-duplicates.mjs <app dir>
import { readdirSync, readFileSync, existsSync, lstatSync } from 'node:fs';
import { join, relative } from 'node:path';

const app = process.argv[2];
if (!app) throw new Error('usage: check-duplicates.mjs <app dir>');
const found = new Map(); // name -> Map(version -> [paths])

function walk(nodeModules) {
  if (!existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    const dirs = entry.startsWith('@')
      ? readdirSync(join(nodeModules, entry)).map(n =>
          join(nodeModules, entry, n),
        )
      : [join(nodeModules, entry)];
    for (const dir of dirs) {
      if (lstatSync(dir).isSymbolicLink()) continue; // workspaces
      const manifest = join(dir, 'package.json');
      if (existsSync(manifest) && entry === '@backstage') {
        const { name, version } = JSON.parse(readFileSync(manifest, 'utf8'));
        if (!found.has(name)) found.set(name, new Map());
        const versions = found.get(name);
        if (!versions.has(version)) versions.set(version, []);
        versions.get(version).push(relative(app, dir));
      }
      walk(join(dir, 'node_modules'));
    }
  }
}
walk(join(app, 'node_modules'));
for (const ws of ['packages', 'plugins']) {
  if (!existsSync(join(app, ws))) continue;
  for (const name of readdirSync(join(app, ws)))
    walk(join(app, ws, name, 'node_modules'));
}

const doubles = [...found].filter(([, versions]) => versions.size > 1);
console.log(`${found.size} @backstage/* packages installed`);
for (const [name, versions] of doubles) {
  console.log(`FAIL ${name} is installed ${versions.size} times:`);
  for (const [version, paths] of versions)
    console.log(`       ${version}  ${paths.join(', ')}`);
}
if (doubles.length) process.exit(1);
console.log('ok   no @backstage/* package is installed twice');
