// A Jest transform for JavaScript files: the Backstage CLI's SWC transform,
// except that a package's "barrel" (an index made only of
// `export { … } from '…'` lines, like @backstage/core-components'
// dist/index.esm.js) becomes CommonJS whose exports are getters that require
// their module the first time they are read. A test file that renders a
// Link no longer loads the whole of core-components (its DependencyGraph,
// LogViewer, Table, …): importing it took seconds per test file, as long as
// many of the tests themselves (docs/testing.md, "How long CI takes").
//
// Everything else is the CLI's transform, unchanged. The modules that run
// are the same as without this transform, only fewer and later; SWC's
// CommonJS output reads a named import at its use (`_mod.Link`), so the
// getter runs where the component is first used. Side-effect imports of a
// barrel (`import 'zen-observable';`) still run when it loads.
const path = require('node:path');

const jestConfigDir = path.dirname(
  require.resolve('@backstage/cli-module-test-jest/config/jest.js', {
    paths: [require.resolve('@backstage/cli/package.json')],
  }),
);
const swcTransform = require(path.join(jestConfigDir, 'jestSwcTransform'));

const REEXPORT = /^export \{([^}]*)\} from (['"])([^'"]+)\2;?$/;
const SIDE_EFFECT = /^import (['"])([^'"]+)\1;?$/;
const IGNORED = /^(?:\/\/.*)?$/;

/** The lazy CommonJS of a barrel, or undefined if `source` is not only re-exports. */
function lazyBarrel(source) {
  const lines = [
    "'use strict';",
    "Object.defineProperty(exports, '__esModule', { value: true });",
    'const defaultOf = m => (m && m.__esModule ? m.default : m);',
  ];
  let exported = 0;
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (IGNORED.test(line)) continue;
    const sideEffect = SIDE_EFFECT.exec(line);
    if (sideEffect) {
      lines.push(`require(${JSON.stringify(sideEffect[2])});`);
      continue;
    }
    const reexport = REEXPORT.exec(line);
    if (!reexport) return undefined;
    const from = JSON.stringify(reexport[3]);
    for (const specifier of reexport[1].split(',')) {
      const names = specifier.trim().split(/\s+as\s+/);
      if (!names[0]) continue;
      const [local, name = local] = names;
      if (!/^[\w$]+$/.test(local) || !/^[\w$]+$/.test(name)) return undefined;
      // A default export of CommonJS (`export { default as x } from
      // 'node:path'`) is its module.exports, as in SWC's own interop.
      const value =
        local === 'default'
          ? `defaultOf(require(${from}))`
          : `require(${from})[${JSON.stringify(local)}]`;
      lines.push(
        `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: () => ${value} });`,
      );
      exported += 1;
    }
  }
  return exported > 0 ? `${lines.join('\n')}\n` : undefined;
}

function createTransformer(config) {
  const swc = swcTransform.createTransformer(config);
  return {
    process(source, filePath, options) {
      const code = filePath.includes(`${path.sep}node_modules${path.sep}`)
        ? lazyBarrel(source)
        : undefined;
      return code ? { code } : swc.process(source, filePath, options);
    },
    getCacheKey(source, filePath, options) {
      return `lazy-barrel-2:${swc.getCacheKey(source, filePath, options)}`;
    },
  };
}

module.exports = { createTransformer, lazyBarrel };
