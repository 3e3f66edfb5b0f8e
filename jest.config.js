// Two test projects: the frontend plugin in jsdom and the dev backend in node.
// Transforms and the jsdom environment come from the Backstage CLI so tests see
// the same code as `backstage-cli package start` and `build` do.
const jestConfigDir = require.resolve('@backstage/cli-module-test-jest/config/jest.js', {
  paths: [require.resolve('@backstage/cli/package.json')],
}).replace(/jest\.js$/, '');
const { getJestEnvironment } = require(`${jestConfigDir}getJestEnvironment`);

const swc = `${jestConfigDir}jestSwcTransform`;
const transform = () => ({
  '\\.(mjs|cjs|js)$': [swc, { jsc: { parser: { syntax: 'ecmascript' } } }],
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
const transformIgnorePatterns = [
  '/node_modules/(?:@material-ui|ajv|core-js|jest-.*|jsdom|knex|react|react-dom|highlight\\.js|prismjs|json-schema|react-use/lib|typescript|better-sqlite3|pg)/',
];

/** @type {import('jest').Config} */
module.exports = {
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
      testPathIgnorePatterns: ['/node_modules/', '/dev/e2e/', '/dev/bench/'],
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
