/**
 * @jest-environment node
 */
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(__dirname, '..');

/**
 * The import graph of `src/`: static imports, re-exports and dynamic
 * `import()` (a lazy page's loader is an edge too), and `import type` as
 * well. The compiler erases type imports, but a cycle through them is still
 * a knot for whoever reads or moves the code.
 */
function importGraph() {
  const withTypes = { skipTypeImports: false, skipAsyncImports: false };
  return madge(path.join(root, 'src'), {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.json'),
    detectiveOptions: { ts: withTypes, tsx: withTypes },
  });
}

describe('the import graph of src/', () => {
  // Parses every file of the plugin: seconds, more on a busy machine.
  jest.setTimeout(120_000);

  it('has no cycles', async () => {
    const graph = await importGraph();
    // Sanity: the router's lazy loaders are edges, or a cycle through them
    // (the one the route table once closed) would go unseen.
    expect(graph.obj()['src/pageLoaders.tsx']).toEqual(
      expect.arrayContaining(['src/features/tags/TagPage/index.ts']),
    );
    expect(graph.circular().map(cycle => cycle.join(' > '))).toEqual([]);
  });
});
