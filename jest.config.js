// Two test projects: the frontend plugin in jsdom and the dev backend in node.
// Transforms and the jsdom environment come from the Backstage CLI so tests see
// the same code as `backstage-cli package start` and `build` do.
const jestConfigDir = require
  .resolve('@backstage/cli-module-test-jest/config/jest.js', {
    paths: [require.resolve('@backstage/cli/package.json')],
  })
  .replace(/jest\.js$/, '');
const { getJestEnvironment } = require(`${jestConfigDir}getJestEnvironment`);

const swc = `${jestConfigDir}jestSwcTransform`;
// JavaScript (mostly node_modules) also makes packages' barrels lazy.
const lazyBarrels = require.resolve('./dev/jest/lazyBarrelTransform');
const transform = () => ({
  '\\.(mjs|cjs|js)$': [
    lazyBarrels,
    { jsc: { parser: { syntax: 'ecmascript' } } },
  ],
  '\\.(mts|cts|ts)$': [swc, { jsc: { parser: { syntax: 'typescript' } } }],
  '\\.tsx$': [
    swc,
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
    },
  ],
  '\\.(bmp|gif|jpg|jpeg|png|ico|webp|svg|woff|woff2|ttf)$': `${jestConfigDir}jestFileTransform.js`,
  '\\.(yaml)$': `${jestConfigDir}jestYamlTransform`,
});

// ESM-only packages in node_modules (react-markdown, unified, …) are compiled
// to CommonJS; these big CommonJS ones are left alone for speed.
const fs = require('node:fs');
const path = require('node:path');

/**
 * Under `npm run test:pg` (AGORA_TEST_PG set) the backend project runs only
 * the suites that can reach PostgreSQL: those whose source uses one of the
 * helpers that open the test database from AGORA_TEST_PG (or reads it
 * itself). The others (pure functions, config schemas, in-memory SQLite of
 * their own) would run exactly as under `npm test`; they run once, there.
 */
const OPENS_TEST_DATABASE =
  /\b(startAgoraTestBackend|openTestDatabase|startTestBackend|spawnDevBackend|agoraClient|seededCommunity|databaseServiceFactory|AGORA_TEST_PG)\b/;
function suitesWithoutDatabase(dir) {
  const found = [];
  const walk = d => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'e2e', 'bench'].includes(entry.name)) walk(full);
      } else if (
        entry.name.endsWith('.test.ts') &&
        !OPENS_TEST_DATABASE.test(fs.readFileSync(full, 'utf8'))
      ) {
        found.push(full);
      }
    }
  };
  walk(dir);
  return found;
}
const backendIgnored = ['/node_modules/', '/dev/e2e/', '/dev/bench/'];
if (process.env.AGORA_TEST_PG) {
  for (const file of suitesWithoutDatabase(path.join(__dirname, 'dev'))) {
    backendIgnored.push(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  }
}

const transformIgnorePatterns = [
  '/node_modules/(?:@material-ui|ajv|core-js|jest-.*|jsdom|knex|react|react-dom|highlight\\.js|prismjs|json-schema|react-use/lib|typescript|better-sqlite3|pg)/',
];

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default is one worker less than the cores: one on a 2-core CI
  // machine, where the main process mostly waits. Test files run in
  // parallel on every core (docs/testing.md, "How long CI takes").
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'frontend',
      rootDir: __dirname,
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.{ts,tsx}'],
      testEnvironment: getJestEnvironment(),
      transform: transform(),
      transformIgnorePatterns,
      moduleNameMapper: {
        '\\.(css|less|scss)$': require.resolve('jest-css-modules'),
      },
      setupFilesAfterEnv: ['<rootDir>/src/setupTests.ts'],
    },
    {
      displayName: 'backend',
      rootDir: __dirname,
      roots: ['<rootDir>/dev'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: backendIgnored,
      testEnvironment: 'node',
      // Each file starts real backends (a fresh PostgreSQL database and
      // migrations under test:pg); on a loaded machine that alone passes
      // Jest's 5 s default for hooks. `testTimeout` is a global option that
      // Jest ignores inside a project, so the setup file sets it.
      setupFilesAfterEnv: ['<rootDir>/dev/backend/jestSetup.ts'],
      transform: transform(),
      transformIgnorePatterns,
    },
  ],
};
