import fs from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '../../..');
/** Where the production build of the dev app and its stats go. */
export const BENCH_DIR = path.join(REPO, '.tmp/bench/client');
export const DIST_DIR = path.join(BENCH_DIR, 'dist');
export const STATS_FILE = path.join(BENCH_DIR, 'stats.json');

/** Ports of the served build, away from `npm start`'s (and e2e's) 3000/7007. */
export const FRONTEND_PORT = 3310;
export const BACKEND_PORT = 7310;

/** The config both the build (frontend part) and the backend read. */
export const BENCH_CONFIG = path.join(__dirname, 'app-config.bench.yaml');

/** What the benchmark reads from the bundler's stats. */
export interface BundleStats {
  chunks: Array<{
    id: string | number;
    files: string[];
    initial: boolean;
    origins: Array<{ moduleName?: string; request?: string }>;
  }>;
  modules: Array<{
    name: string;
    size: number;
    chunks: Array<string | number>;
    reasons?: Array<{ moduleName?: string; type?: string }>;
  }>;
}

// backstage-cli's app bundler is not a public API, and its commands bundle
// an app's `src/index` only; the benchmark calls the same functions with
// the dev app's entry. Loaded by path, so a moved module fails loudly here.
const CLI_BUILD = path.dirname(
  require.resolve('@backstage/cli-module-build/package.json'),
);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cli = (file: string) => require(path.join(CLI_BUILD, 'dist/lib', file));

/**
 * Builds the dev app (dev/index.tsx) exactly as `backstage-cli` builds a
 * Backstage app for production (`buildBundle` of `@backstage/cli-module-build`):
 * its rspack config in production mode, loaders, SWC minification, split
 * chunks and content-hashed files, with the frontend config injected into
 * index.html. Two differences, neither changing a script's bytes: no source
 * maps, and the stats are taken from rspack directly (the CLI's own
 * `--stats` writer needs minutes for this app).
 */
export async function buildDevApp(
  entry = 'dev/index',
  outDir = DIST_DIR,
  statsFile = STATS_FILE,
): Promise<{ seconds: number }> {
  const started = Date.now();
  const { loadCliConfig } = cli('config.cjs.js');
  const { resolveBundlingPaths } = cli('bundler/paths.cjs.js');
  const { createConfig } = cli('bundler/config.cjs.js');
  const { createDetectedModulesEntryPoint } = cli(
    'bundler/packageDetection.cjs.js',
  );
  const { createRuntimeSharedDependenciesEntryPoint } = cli(
    'bundler/moduleFederation.cjs.js',
  );
  // The rspack the CLI itself bundles with, resolved from the CLI module.
  const bundler = '@rspack/core';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { rspack } = require(require.resolve(bundler, { paths: [CLI_BUILD] }));

  const loaded = await loadCliConfig({
    args: ['app-config.yaml', path.relative(REPO, BENCH_CONFIG)],
    fromPackage: 'backstage-plugin-agora',
  });
  const paths = resolveBundlingPaths({
    targetDir: REPO,
    entry,
    dist: path.relative(REPO, outDir),
  });
  const config = await createConfig(paths, {
    ...loaded,
    checksEnabled: false,
    isDev: false,
    getFrontendAppConfigs: () => loaded.frontendAppConfigs,
    additionalEntryPoints: await createRuntimeSharedDependenciesEntryPoint({
      targetPath: paths.targetPath,
    }),
    deferredEntryPoints: await createDetectedModulesEntryPoint({
      config: loaded.fullConfig,
      targetPath: paths.targetPath,
    }),
    appMode: 'public',
  });
  config.devtool = false;
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });

  const stats = await new Promise<{
    hasErrors(): boolean;
    toJson(options: object): BundleStats & { errors?: unknown[] };
  }>((resolve, reject) =>
    rspack(config, (error: Error | null, result: unknown) =>
      error ? reject(error) : resolve(result as never),
    ),
  );
  const json = stats.toJson({
    all: false,
    errors: true,
    chunks: true,
    chunkOrigins: true,
    ids: true,
    modules: true,
    nestedModules: true,
    // The parts of concatenated modules are "orphans"; without these the
    // stats list only the first of them.
    orphanModules: true,
    nestedModulesSpace: Infinity,
    reasons: true,
  });
  if (stats.hasErrors()) {
    throw new Error(
      `The dev app did not build:\n${JSON.stringify(json.errors?.[0], null, 2)}`,
    );
  }
  fs.writeFileSync(statsFile, JSON.stringify(json));
  return { seconds: (Date.now() - started) / 1000 };
}
