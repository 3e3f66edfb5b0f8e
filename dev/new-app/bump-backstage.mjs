// Moves every @backstage/* range of a new app to the newest version on the
// registry (what `backstage-cli versions:bump` does, without its release
// manifest host, which CI cannot reach). Usage: node bump-backstage.mjs <app dir>
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const app = process.argv[2];
if (!app) throw new Error('usage: bump-backstage.mjs <app dir>');
const manifests = [join(app, 'package.json')];
for (const dir of ['packages', 'plugins']) {
  if (!existsSync(join(app, dir))) continue;
  for (const name of readdirSync(join(app, dir))) {
    const file = join(app, dir, name, 'package.json');
    if (existsSync(file)) manifests.push(file);
  }
}
const fields = ['dependencies', 'devDependencies', 'peerDependencies'];
const names = new Set();
for (const file of manifests) {
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  for (const field of fields)
    for (const name of Object.keys(pkg[field] ?? {}))
      if (name.startsWith('@backstage/')) names.add(name);
}

// The registry's `latest` dist-tag of each package, a few at a time.
const registry = (
  process.env.npm_config_registry ?? 'https://registry.npmjs.org'
).replace(/\/$/, '');
const newest = new Map();
async function latest(name) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${registry}/${name.replace('/', '%2f')}/latest`);
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      return (await res.json()).version;
    } catch {
      if (attempt === 3) {
        // Fall back to npm itself (it knows proxies and auth).
        return execFileSync('npm', ['view', name, 'version'], {
          encoding: 'utf8',
        }).trim();
      }
    }
  }
}
const queue = [...names];
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (queue.length) {
      const name = queue.shift();
      newest.set(name, await latest(name));
    }
  }),
);

let changed = 0;
for (const file of manifests) {
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  for (const field of fields) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (!newest.has(name) || /^(link|file|workspace):/.test(range)) continue;
      const next = `^${newest.get(name)}`;
      if (range !== next) {
        pkg[field][name] = next;
        changed++;
      }
    }
  }
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}
console.log(
  `${names.size} @backstage/* packages, ${changed} ranges moved to the newest release`,
);
for (const name of [
  '@backstage/frontend-plugin-api',
  '@backstage/core-plugin-api',
  '@backstage/backend-plugin-api',
  '@backstage/plugin-catalog-react',
])
  if (newest.has(name)) console.log(`  ${name} ${newest.get(name)}`);
