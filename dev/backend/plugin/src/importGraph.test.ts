/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import madge from 'madge';

const src = __dirname;
const root = path.resolve(src, '../../../..');

/**
 * The import graph of the backend plugin's sources, tests left out: static
 * and dynamic imports and re-exports, and `import type` too. Type imports
 * are erased by the compiler, but a cycle through them is still a knot for
 * whoever reads or moves the code (docs/architecture.md, "Backend layers").
 */
function importGraph() {
  const withTypes = { skipTypeImports: false, skipAsyncImports: false };
  return madge(src, {
    baseDir: src,
    fileExtensions: ['ts'],
    tsConfig: path.join(root, 'tsconfig.json'),
    excludeRegExp: [/\.test\.ts$/, /^testing\//],
    detectiveOptions: { ts: withTypes },
  });
}

/**
 * The lower layers, bottom first; each may import only from itself and the
 * layers below it (and from packages). Everything else (service, routes,
 * writes, notify, events, search, actions, seed, …) sits above the stores.
 */
const LAYERS = ['domain', 'permissions', 'stores'] as const;
const layerOf = (file: string) =>
  LAYERS.findIndex(layer => file.startsWith(`${layer}/`));

describe('the import graph of the backend plugin', () => {
  // Parses every file of the plugin: seconds, more on a busy machine.
  jest.setTimeout(120_000);
  let graph: Record<string, string[]>;
  let cycles: string[][];

  beforeAll(async () => {
    const result = await importGraph();
    graph = result.obj();
    cycles = result.circular();
  });

  it('sees the files and their type imports', () => {
    // Sanity: a type-only import is an edge (domain/caller.ts imports only
    // types from domain/rights.ts), or cycles through types would go unseen.
    expect(graph['domain/caller.ts']).toContain('domain/rights.ts');
    expect(Object.keys(graph).length).toBeGreaterThan(150);
  });

  it('has no cycles', () => {
    expect(cycles.map(cycle => cycle.join(' > '))).toEqual([]);
  });

  it('points down only: domain, then permissions, then stores', () => {
    const upward = Object.entries(graph).flatMap(([file, imports]) => {
      const layer = layerOf(file);
      if (layer < 0) return [];
      return imports
        .filter(target => {
          // The contract (`@agora/contract`, outside this package) is below all.
          if (target.startsWith('../')) return false;
          const targetLayer = layerOf(target);
          return targetLayer < 0 || targetLayer > layer;
        })
        .map(target => `${file} > ${target}`);
    });
    expect(upward).toEqual([]);
  });

  it('types its rows: no Record<string, any> (domain/rows.ts has the tables)', () => {
    const untyped = Object.keys(graph).filter(file =>
      /Record<string,\s*any>/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(untyped).toEqual([]);
  });
});
