// Part of `npm run test:backend-dist` (after `npm run build:backend`): proves
// the built backend plugin is what an adopter installs. Plain Node loads
// dev/backend/plugin/dist (no TypeScript transform), a Backstage test backend
// adds it with `import(...)` as a host backend would, and the API answers.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  mockCredentials,
  mockServices,
  startTestBackend,
} from '@backstage/backend-test-utils';

const dist = resolve(import.meta.dirname, '../backend/plugin/dist');
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

// The contract is a private workspace package: it must be inlined, since an
// adopter's install cannot fetch it.
const files = readdirSync(dist, { recursive: true }).filter(f =>
  /\.(js|d\.ts)$/.test(f),
);
const leaking = files.filter(f =>
  readFileSync(join(dist, f), 'utf8').includes('@agora/contract'),
);
check(
  leaking.length === 0,
  `no dist file imports @agora/contract${leaking.length ? `: ${leaking.join(', ')}` : ''}`,
);

// The portal search module ships in the same package (docs/search.md).
const { agoraSearchModule } = await import(
  pathToFileURL(join(dist, 'index.cjs.js')).href
);
check(
  agoraSearchModule?.$$type === '@backstage/BackendFeature',
  'the package exports agoraSearchModule, a backend feature',
);

const backend = await startTestBackend({
  features: [
    import(pathToFileURL(join(dist, 'index.cjs.js')).href),
    // No agora.seed key: an adopter's backend that leaves it out starts empty.
    mockServices.rootConfig.factory({ data: {} }),
  ],
});
try {
  const api = `http://localhost:${backend.server.port()}/api/agora`;
  const health = await fetch(`${api}/health`);
  const healthBody = await health.json();
  check(
    health.status === 200 && healthBody.status === 'ok',
    `GET /api/agora/health answers 200 {"status":"ok"} (got ${health.status} ${JSON.stringify(healthBody)})`,
  );
  // Goes through httpAuth, the migrated database and the contract's schemas.
  const tags = await fetch(`${api}/tags?limit=5`, {
    headers: { authorization: mockCredentials.user.header() },
  });
  const tagsBody = await tags.json();
  check(
    tags.status === 200 && Array.isArray(tagsBody.tags),
    `GET /api/agora/tags answers 200 with a tags list (got ${tags.status})`,
  );
  const recent = await fetch(`${api}/posts/list/recent`, {
    headers: { authorization: mockCredentials.user.header() },
  });
  const recentBody = await recent.json();
  check(
    recent.status === 200 && recentBody.total === 0,
    `without agora.seed.enabled nothing is seeded: /posts/list/recent totals 0 (got ${recent.status} ${recentBody.total})`,
  );
  const unknown = await fetch(`${api}/posts/999999`, {
    headers: { authorization: mockCredentials.user.header() },
  });
  check(
    unknown.status === 404 &&
      JSON.stringify(await unknown.json()) ===
        JSON.stringify({ errors: [{ message: 'Post not found' }] }),
    `GET /api/agora/posts/999999 answers the contract's JSON 404 (got ${unknown.status})`,
  );
} finally {
  await backend.stop();
}

if (failures.length > 0) console.error(`${failures.length} check(s) failed`);
else console.log('The built backend plugin loads and answers.');
// The test backend leaves timers behind (as under Jest's --forceExit).
process.exit(failures.length > 0 ? 1 : 0);
