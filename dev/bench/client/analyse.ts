import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BundleStats } from './build';

/** A place a dynamic import() of Agora's is written: file and request. */
interface ImportSite {
  file: string;
  request: RegExp;
}

/** What a portal loads for one Agora entry point, beyond the app's own first load. */
export interface EntrySize {
  id: string;
  label: string;
  /** Async chunk files, gzip bytes each. */
  chunks: Array<{ file: string; gzip: number }>;
  gzip: number;
  /** Third-party packages (and Agora's own source) by share of source bytes. */
  packages: Array<{ name: string; share: number }>;
  /** Every module name in the chunks, for the budgets' content checks. */
  modules: string[];
}

/** Agora's entry points, by the dynamic imports that load them. */
const ENTRIES: Array<{ id: string; label: string; sites: ImportSite[] }> = [
  {
    id: 'page',
    label: 'Page: first screen of /agora/questions',
    sites: [
      { file: 'src/plugin.ts', request: /^\.\/AgoraPage$/ },
      // The questions list's route chunk (each post page has its own, see
      // docs/performance.md).
      {
        file: 'src/pageLoaders.tsx',
        request: /^\.\/features\/posts\/PostListPage$/,
      },
    ],
  },
  {
    id: 'card',
    label: 'Home page card',
    sites: [{ file: 'src/features/card/cardExtension.ts', request: /./ }],
  },
  {
    id: 'search',
    label: 'Search result item',
    sites: [
      {
        file: 'src/plugin.ts',
        request: /^\.\/features\/search\/AgoraSearchResultListItem$/,
      },
    ],
  },
  {
    id: 'editor',
    label: 'Lazy: ask page, with the markdown editor',
    sites: [
      {
        file: 'src/pageLoaders.tsx',
        request: /^\.\/features\/posts\/CreatePostPage$/,
      },
    ],
  },
  {
    id: 'markdown',
    label: 'Lazy: question page, with the markdown renderer',
    sites: [
      {
        file: 'src/pageLoaders.tsx',
        request: /^\.\/features\/posts\/PostPage$/,
      },
    ],
  },
  {
    id: 'highlighter',
    label: 'Lazy: syntax highlighter (core and the TypeScript grammar)',
    sites: [
      { file: 'src/components/MarkdownView/', request: /^\.\/highlighter$/ },
      {
        file: 'src/components/MarkdownView/',
        request: /languages\/hljs\/typescript$/,
      },
    ],
  },
  {
    id: 'charts',
    label: 'Lazy: charts',
    sites: [{ file: 'src/', request: /Chart$/ }],
  },
];

/** The package a module belongs to, or Agora's own source. */
export function packageOf(moduleName: string): string {
  const parts = moduleName.split('node_modules/');
  if (parts.length === 1) {
    return moduleName.includes('/src/') || moduleName.startsWith('./src')
      ? 'agora (src)'
      : moduleName.replace(/^\.\//, '').split('/')[0];
  }
  const rest = parts[parts.length - 1].split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

/** Every module with its chunks; concatenated modules count as their parts. */
export function flatModules(stats: BundleStats) {
  const out: Array<{ name: string; size: number; chunks: string[] }> = [];
  const visit = (
    module: BundleStats['modules'][number] & {
      modules?: BundleStats['modules'];
      type?: string;
    },
    chunks: string[],
  ) => {
    if (module.modules?.length) {
      for (const inner of module.modules) visit(inner, chunks);
    } else if (module.name && module.type !== 'runtime modules') {
      out.push({ name: module.name, size: module.size, chunks });
    }
  };
  for (const module of stats.modules)
    visit(module, (module.chunks ?? []).map(String));
  return out;
}

const gzipOf = (file: string) =>
  zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The gzip size and contents of what each Agora entry point adds. */
export function analyseBundle(stats: BundleStats, distDir: string) {
  const initial = new Set(
    stats.chunks.filter(c => c.initial).map(c => String(c.id)),
  );
  const modules = flatModules(stats);
  const gzipByChunk = new Map<string, { file: string; gzip: number }>();
  for (const chunk of stats.chunks) {
    const file = chunk.files.find(f => f.endsWith('.js'));
    if (file)
      gzipByChunk.set(String(chunk.id), {
        file,
        gzip: gzipOf(path.join(distDir, file)),
      });
  }
  const chunksOf = (sites: ImportSite[]) =>
    new Set(
      stats.chunks
        .filter(
          chunk =>
            !initial.has(String(chunk.id)) &&
            chunk.origins.some(origin =>
              sites.some(
                site =>
                  origin.moduleName
                    ?.replace(/^\.\//, '')
                    .startsWith(site.file) &&
                  site.request.test(origin.request ?? ''),
              ),
            ),
        )
        .map(chunk => String(chunk.id)),
    );

  const entries: EntrySize[] = ENTRIES.map(entry => {
    const ids = chunksOf(entry.sites);
    const inside = modules.filter(m => m.chunks.some(c => ids.has(c)));
    const total = inside.reduce((sum, m) => sum + m.size, 0) || 1;
    const byPackage = new Map<string, number>();
    for (const m of inside) {
      const name = packageOf(m.name);
      byPackage.set(name, (byPackage.get(name) ?? 0) + m.size);
    }
    const chunks = [...ids].flatMap(id => gzipByChunk.get(id) ?? []);
    return {
      id: entry.id,
      label: entry.label,
      chunks,
      gzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
      packages: [...byPackage]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, size]) => ({ name, share: size / total })),
      modules: inside.map(m => m.name),
    };
  });

  const initialGzip = [...initial].reduce(
    (sum, id) => sum + (gzipByChunk.get(id)?.gzip ?? 0),
    0,
  );
  // Agora's modules in the app's first load (the plugin's entry: its
  // exports, route refs, store API factory, card frame and settings).
  const initialModules = modules.filter(m =>
    m.chunks.some(c => initial.has(c)),
  );
  const agoraInitial = initialModules
    .filter(m => packageOf(m.name) === 'agora (src)')
    .reduce((sum, m) => sum + m.size, 0);
  return {
    entries,
    initialGzip,
    agoraInitialSourceBytes: agoraInitial,
    packagesInApp: new Set(modules.map(m => packageOf(m.name))),
    modules,
  };
}
