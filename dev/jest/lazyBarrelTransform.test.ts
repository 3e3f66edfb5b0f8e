import vm from 'node:vm';
import { lazyBarrel } from './lazyBarrelTransform';

/** Runs CommonJS `code` with `modules` as what it may require, counting loads. */
function load(code: string, modules: Record<string, unknown>) {
  const loaded: string[] = [];
  const exports: Record<string, unknown> = {};
  const require = (id: string) => {
    loaded.push(id);
    return modules[id];
  };
  vm.runInNewContext(code, { exports, require });
  return { exports, loaded };
}

describe('lazyBarrel', () => {
  const barrel = [
    "import 'zen-observable';",
    "export { Link } from './Link.esm.js';",
    "export { Table, TableFilter as Filter } from './Table.esm.js';",
    "export { default as minpath } from 'node:path';",
    '//# sourceMappingURL=index.esm.js.map',
  ].join('\n');
  const modules = {
    'zen-observable': {},
    './Link.esm.js': { Link: 'link' },
    './Table.esm.js': { Table: 'table', TableFilter: 'filter' },
    'node:path': { join: 'join' },
  };

  it('requires a re-exported module only when its export is first read', () => {
    const { exports, loaded } = load(lazyBarrel(barrel)!, modules);
    // The side-effect import runs when the barrel loads, nothing else.
    expect(loaded).toEqual(['zen-observable']);
    expect(exports.Link).toBe('link');
    expect(loaded).toEqual(['zen-observable', './Link.esm.js']);
    expect(exports.Filter).toBe('filter');
    expect(exports.Table).toBe('table');
    expect(Object.keys(exports)).toEqual([
      'Link',
      'Table',
      'Filter',
      'minpath',
    ]);
    expect(exports.__esModule).toBe(true);
  });

  it("gives a CommonJS module's exports as its default, an ES module's default as is", () => {
    expect(load(lazyBarrel(barrel)!, modules).exports.minpath).toEqual({
      join: 'join',
    });
    const esm = { __esModule: true, default: 'the default' };
    expect(
      load(lazyBarrel(barrel)!, { ...modules, 'node:path': esm }).exports
        .minpath,
    ).toBe('the default');
  });

  it('leaves any other module to SWC', () => {
    expect(
      lazyBarrel("export { a } from './a.js';\nexport const b = 1;"),
    ).toBeUndefined();
    expect(lazyBarrel("export * from './a.js';")).toBeUndefined();
    expect(
      lazyBarrel("import { a } from './a.js';\nexport { a };"),
    ).toBeUndefined();
    expect(lazyBarrel('// nothing\n')).toBeUndefined();
  });
});
